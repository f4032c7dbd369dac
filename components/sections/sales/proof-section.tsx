import type { Testimonial } from "@/content/testimonials";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { ProofQuote } from "@/components/sections/shared/proof-quote";

type ProofSectionProps = { id: string; eyebrow: string; heading: string; proof: Testimonial };

/** A client's words with their face as a band of its own (/vendor-solutions/, after the problems). */
export function ProofSection({ id, eyebrow, heading, proof }: ProofSectionProps) {
  return (
    <Section tone="white" aria-labelledby={id}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-center lg:gap-16">
        <SectionHeading headingId={id} eyebrow={eyebrow} heading={heading} />
        <ProofQuote testimonial={proof} />
      </div>
    </Section>
  );
}
