import type { mspPackages, packagesCopy } from "@/content/msp-pricing";
import { PlanCardPanel, PlanCardPrice } from "@/components/ui/plan-card";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { LocalText, Price } from "@/components/country/localized";
import { PlanGrid } from "./plan-grid";
import { VatNote } from "./vat-note";

type PackageCardsProps = { packages: typeof mspPackages; copy: typeof packagesCopy };

/** Essential, Growth (Most Popular) and Premium, with the one-off onboarding fee beneath. */
export function PackageCards({ packages, copy }: PackageCardsProps) {
  return (
    <Section tone="deep" aria-labelledby="msp-packages">
      <SectionHeading
        headingId="msp-packages"
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        lead={copy.lead}
        align="center"
      />
      <PlanGrid
        plans={packages.map((item) => ({ ...item, includes: item.features }))}
        copy={copy}
        details={(item) => (
          <>
            <PlanCardPrice>
              <p className="flex flex-wrap items-baseline gap-x-2">
                {/* One size down where three cards share a 1024 px row, so "per month" stays beside every price. */}
                <span
                  className="font-display text-5xl font-extrabold tracking-tight lg:text-4xl xl:text-5xl"
                  data-testid={`price-${item.id}`}
                >
                  <Price pounds={item.monthlyPrice} usd={item.usPrice} />
                </span>
                <span className="whitespace-nowrap text-ink-700 group-data-[featured=true]/plan:text-white/80">
                  {copy.perMonth}
                </span>
              </p>
              <VatNote className="mt-1 block text-sm text-ink-700 group-data-[featured=true]/plan:text-white/70" />
            </PlanCardPrice>
            <dl className="mt-6 grid grid-cols-2 gap-3">
              {(
                [
                  ["core", copy.coreLabelLong, item.allocation.core],
                  ["strategic", copy.strategicLabelLong, item.allocation.strategic],
                ] as const
              ).map(([kind, label, count]) => (
                <PlanCardPanel key={kind}>
                  <dt className="text-xs font-semibold group-data-[featured=true]/plan:text-white/80">
                    {label}
                  </dt>
                  <dd className="font-display text-3xl font-extrabold text-cool-700 group-data-[featured=true]/plan:text-cool-300">
                    {count}
                  </dd>
                </PlanCardPanel>
              ))}
            </dl>
          </>
        )}
      />
      <div className="mx-auto mt-12 flex max-w-3xl flex-col gap-4 rounded-3xl border border-line bg-white p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h3 className="text-lg font-bold text-ink-900">
            <LocalText>{copy.onboarding.label}</LocalText>
          </h3>
          <p className="mt-1 text-ink-700">
            <LocalText>{copy.onboarding.body}</LocalText>
          </p>
        </div>
        <p className="shrink-0 sm:text-right">
          <span className="font-display text-4xl font-extrabold text-ink-900" data-testid="price-onboarding">
            <Price pounds={copy.onboarding.basePrice} usd={copy.onboarding.usPrice} />
          </span>
          <VatNote className="block text-sm text-ink-700" />
        </p>
      </div>
    </Section>
  );
}
