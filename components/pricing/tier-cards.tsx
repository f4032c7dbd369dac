import Link from "next/link";
import type { tiersCopy, vendorTiers } from "@/content/vendor-pricing";
import { enquiryHref } from "@/lib/enquiry-link";
import { buttonVariants } from "@/components/ui/button";
import { CheckList, CheckListItem } from "@/components/ui/check-list";
import {
  PlanCard,
  PlanCardBadge,
  PlanCardBody,
  PlanCardDescription,
  PlanCardFooter,
  PlanCardPanel,
  PlanCardPrice,
  PlanCardTitle,
} from "@/components/ui/plan-card";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
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
      <ul className="mt-14 grid gap-6 lg:grid-cols-3 lg:items-stretch">
        {tiers.map((tier) => (
          <li key={tier.id}>
            <PlanCard featured={tier.popular} aria-labelledby={`tier-${tier.id}`}>
              {tier.popular ? <PlanCardBadge>{copy.popularBadge}</PlanCardBadge> : null}
              <PlanCardTitle id={`tier-${tier.id}`}>{tier.name}</PlanCardTitle>
              <PlanCardDescription>
                <LocalText>{tier.summary}</LocalText>
              </PlanCardDescription>
              <PlanCardPrice>
                <PlanCardPanel className="text-sm font-semibold">{copy.priceLabel}</PlanCardPanel>
              </PlanCardPrice>
              <PlanCardBody>
                <CheckList tone={tier.popular ? "dark" : "light"}>
                  {tier.includes.map((item) => (
                    <CheckListItem key={item}>
                      <LocalText>{item}</LocalText>
                    </CheckListItem>
                  ))}
                </CheckList>
              </PlanCardBody>
              <PlanCardFooter>
                <Link
                  href={enquiryHref(tier.id)}
                  className={buttonVariants({
                    variant: tier.popular ? "primary" : "secondary",
                    size: "lg",
                    className: "w-full",
                  })}
                >
                  {copy.ctaPrefix} {tier.name}
                </Link>
              </PlanCardFooter>
            </PlanCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
