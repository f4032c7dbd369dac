import type { Testimonial } from "@/content/testimonials";
import type { FilmPoint } from "@/content/types";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { BenefitFrames } from "./benefit-frames";
import { ProofQuote } from "@/components/sections/shared/proof-quote";

type BenefitsSectionProps = {
  id: string;
  eyebrow: string;
  heading: string;
  lead: string;
  /** The benefits, each with the film whose frame shows it. */
  cards: readonly FilmPoint[];
  /** A client saying it in their own words, with their face, beside the benefits. */
  proof: Testimonial;
};

/**
 * The solution section of a solutions page (docs/product.md §2: six benefit cards): each benefit
 * shown through a frame of a film that bears it out, beside a client's quote with their face, so
 * the promise stands next to the work and someone it was kept for.
 */
export function BenefitsSection({ id, eyebrow, heading, lead, cards, proof }: BenefitsSectionProps) {
  return (
    <Section tone="white" aria-labelledby={id}>
      <SectionHeading headingId={id} eyebrow={eyebrow} heading={heading} lead={lead} />
      <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <ProofQuote testimonial={proof} className="lg:sticky lg:top-28 lg:self-start" />
        <BenefitFrames points={cards} />
      </div>
    </Section>
  );
}
