import Link from "next/link";
import { packageEnquiryHref, type mspPackages, type packagesCopy } from "@/content/msp-pricing";
import { buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { LocalText, Price } from "@/components/country/localized";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { cn } from "@/lib/utils";
import { VatNote } from "./vat-note";

type PackageCardsProps = { packages: typeof mspPackages; copy: typeof packagesCopy };

/** Essential, Growth (Most Popular) and Premium, with the one-off onboarding fee beneath. */
export function PackageCards({ packages, copy }: PackageCardsProps) {
  return (
    <Section tone="deep" aria-labelledby="msp-packages">
      <SectionHeading
        id="msp-packages"
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        lead={copy.lead}
        align="center"
      />
      <ul className="mt-14 grid gap-6 lg:grid-cols-3 lg:items-stretch">
        {packages.map((item) => {
          const { popular } = item;
          return (
            <li
              key={item.id}
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
              <h3 id={`package-${item.id}`} className="text-2xl font-extrabold">
                {item.name}
              </h3>
              <p className={cn("mt-2", popular ? "text-white/80" : "text-ink-700")}>
                <LocalText>{item.summary}</LocalText>
              </p>
              <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
                <span
                  className="font-display text-5xl font-extrabold tracking-tight"
                  data-testid={`price-${item.id}`}
                >
                  <Price pounds={item.monthlyPrice} />
                </span>
                <span className={popular ? "text-white/80" : "text-ink-700"}>{copy.perMonth}</span>
              </p>
              <VatNote className={cn("mt-1 block text-sm", popular ? "text-white/70" : "text-ink-700")} />
              <dl className="mt-6 grid grid-cols-2 gap-3">
                {(
                  [
                    ["core", copy.coreLabelLong, item.allocation.core],
                    ["strategic", copy.strategicLabelLong, item.allocation.strategic],
                  ] as const
                ).map(([kind, label, count]) => (
                  <div
                    key={kind}
                    className={cn("rounded-2xl px-4 py-3", popular ? "bg-white/10" : "bg-cool-50")}
                  >
                    <dt className={cn("text-xs font-semibold", popular ? "text-white/80" : "text-cool-800")}>
                      {label}
                    </dt>
                    <dd
                      className={cn(
                        "font-display text-3xl font-extrabold",
                        popular ? "text-cool-300" : "text-cool-700",
                      )}
                    >
                      {count}
                    </dd>
                  </div>
                ))}
              </dl>
              <ul className="mt-6 flex-1 space-y-3">
                {item.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Icon
                      name="check"
                      className={cn("mt-0.5 size-5", popular ? "text-cool-300" : "text-cool-700")}
                    />
                    <LocalText>{feature}</LocalText>
                  </li>
                ))}
              </ul>
              <Link
                href={packageEnquiryHref(item.id)}
                className={buttonVariants({
                  variant: popular ? "primary" : "secondary",
                  size: "lg",
                  className: "mt-8 w-full",
                })}
              >
                {copy.ctaPrefix} {item.name}
              </Link>
            </li>
          );
        })}
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
