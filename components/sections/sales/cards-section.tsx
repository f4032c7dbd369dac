import type { FeatureCard } from "@/content/types";
import { FeatureGrid } from "./feature-grid";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

type CardsSectionProps = {
  id: string;
  eyebrow: string;
  heading: string;
  lead: string;
  cards: readonly FeatureCard[];
  variant: "problem" | "benefit";
  tone?: "paper" | "deep" | "white";
};

/** A headed band of icon cards: the problem and solution sections of the sales pages. */
export function CardsSection({
  id,
  eyebrow,
  heading,
  lead,
  cards,
  variant,
  tone = "paper",
}: CardsSectionProps) {
  return (
    <Section tone={tone} aria-labelledby={id}>
      <SectionHeading headingId={id} eyebrow={eyebrow} heading={heading} lead={lead} />
      <FeatureGrid cards={cards} variant={variant} className="mt-12" />
    </Section>
  );
}
