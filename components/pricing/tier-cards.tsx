import Link from "next/link";
import { tierEnquiryHref, type tiersCopy, type vendorTiers } from "@/content/vendor-pricing";
import { buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { LocalText } from "@/components/country/localized";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { cn } from "@/lib/utils";

type TierCardsProps = { tiers: typeof vendorTiers; copy: typeof tiersCopy };

/** Essentials, Accelerator (Most Popular) and Powerhouse, priced after a strategy session. */
export function TierCards({ tiers, copy }: TierCardsProps) {
  return (
    <Section tone="deep" aria-labelledby="vendor-tiers">
      <SectionHeading
        id="vendor-tiers"
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        lead={copy.lead}
        align="center"
      />
      <ul className="mt-14 grid gap-6 lg:grid-cols-3 lg:items-stretch">
        {tiers.map((tier) => {
          const { popular } = tier;
          return (
            <li
              key={tier.id}
              className={cn(
                "relative flex flex-col rounded-3xl border p-8 sm:p-9",
                popular
                  ? "border-ink-900 bg-ink-900 text-white shadow-2xl ring-4 shadow-ink-900/30 ring-accent-600 lg:-my-4 lg:py-12"
                  : "border-line bg-white text-ink-900 shadow-sm",
              )}
            >
              {popular ? (
                <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-accent-600 px-4 py-1.5 text-sm font-bold whitespace-nowrap text-white shadow-lg">
                  {copy.popularBadge}
                </p>
              ) : null}
              <h3 className="text-2xl font-extrabold">{tier.name}</h3>
              <p className={cn("mt-2", popular ? "text-white/80" : "text-ink-700")}>
                <LocalText>{tier.summary}</LocalText>
              </p>
              <p
                className={cn(
                  "mt-6 rounded-2xl px-4 py-3 text-sm font-semibold",
                  popular ? "bg-white/10 text-cool-300" : "bg-cool-50 text-cool-800",
                )}
              >
                {copy.priceLabel}
              </p>
              <ul className="mt-6 flex-1 space-y-3">
                {tier.includes.map((item) => (
                  <li key={item} className="flex gap-3">
                    <Icon
                      name="check"
                      className={cn("mt-0.5 size-5", popular ? "text-cool-300" : "text-cool-700")}
                    />
                    <LocalText>{item}</LocalText>
                  </li>
                ))}
              </ul>
              <Link
                href={tierEnquiryHref(tier.id)}
                className={buttonVariants({
                  variant: popular ? "primary" : "secondary",
                  size: "lg",
                  className: "mt-8 w-full",
                })}
              >
                {copy.ctaPrefix} {tier.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
