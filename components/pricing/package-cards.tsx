import Link from "next/link";
import type { mspPackages, packagesCopy } from "@/content/msp-pricing";
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
import { LocalText, Price } from "@/components/country/localized";
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
      <ul className="mt-14 grid gap-6 lg:grid-cols-3 lg:items-stretch">
        {packages.map((item) => (
          <li key={item.id}>
            <PlanCard featured={item.popular} aria-labelledby={`package-${item.id}`}>
              {item.popular ? <PlanCardBadge>{copy.popularBadge}</PlanCardBadge> : null}
              <PlanCardTitle id={`package-${item.id}`}>{item.name}</PlanCardTitle>
              <PlanCardDescription>
                <LocalText>{item.summary}</LocalText>
              </PlanCardDescription>
              <PlanCardPrice>
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span
                    className="font-display text-5xl font-extrabold tracking-tight"
                    data-testid={`price-${item.id}`}
                  >
                    <Price pounds={item.monthlyPrice} />
                  </span>
                  <span className="text-ink-700 group-data-[featured=true]/plan:text-white/80">
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
              <PlanCardBody>
                <CheckList tone={item.popular ? "dark" : "light"}>
                  {item.features.map((feature) => (
                    <CheckListItem key={feature}>
                      <LocalText>{feature}</LocalText>
                    </CheckListItem>
                  ))}
                </CheckList>
              </PlanCardBody>
              <PlanCardFooter>
                <Link
                  href={enquiryHref(item.id)}
                  className={buttonVariants({
                    variant: item.popular ? "primary" : "secondary",
                    size: "lg",
                    className: "w-full",
                  })}
                >
                  {copy.ctaPrefix} {item.name}
                </Link>
              </PlanCardFooter>
            </PlanCard>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-12 flex max-w-3xl flex-col gap-4 rounded-3xl border border-line bg-white p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h3 className="text-lg font-bold text-ink-900">{copy.onboarding.label}</h3>
          <p className="mt-1 text-ink-700">
            <LocalText>{copy.onboarding.body}</LocalText>
          </p>
        </div>
        <p className="shrink-0 sm:text-right">
          <span className="font-display text-4xl font-extrabold text-ink-900" data-testid="price-onboarding">
            <Price pounds={copy.onboarding.basePrice} />
          </span>
          <VatNote className="block text-sm text-ink-700" />
        </p>
      </div>
    </Section>
  );
}
