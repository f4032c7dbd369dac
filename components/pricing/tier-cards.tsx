import type { tiersCopy, vendorTiers } from "@/content/vendor-pricing";
import { PlanCardPanel, PlanCardPrice } from "@/components/ui/plan-card";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { PlanGrid } from "./plan-grid";
import { LocalText } from "@/components/country/localized";

type TierCardsProps = { tiers: typeof vendorTiers; copy: typeof tiersCopy };

/** Essentials, Accelerator (Most Popular) and Powerhouse, priced after a strategy session. */
export function TierCards({ tiers, copy }: TierCardsProps) {
  return (
    <Section tone="deep" aria-labelledby="vendor-tiers">
      <SectionHeading
        headingId="vendor-tiers"
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        lead={copy.lead}
        align="center"
      />
      <PlanGrid
        plans={tiers}
        copy={copy}
        details={() => (
          <PlanCardPrice>
            <PlanCardPanel className="text-sm font-semibold">
              <LocalText>{copy.priceLabel}</LocalText>
            </PlanCardPanel>
          </PlanCardPrice>
        )}
      />
    </Section>
  );
}
