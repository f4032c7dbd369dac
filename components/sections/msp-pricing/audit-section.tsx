import { Link } from "@/components/navigation/link";
import type { videoAudit } from "@/content/msp-pricing";
import { buttonVariants } from "@/components/ui/button";
import { CheckList, CheckListItem } from "@/components/ui/check-list";
import { Icon } from "@/components/ui/icon";
import { LocalText, Price } from "@/components/country/localized";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { VatNote } from "@/components/pricing/vat-note";

/** The paid first step: a 60-minute Video Content Audit, booked on /book-audit. */
export function AuditSection(audit: typeof videoAudit) {
  return (
    <Section tone="white" aria-labelledby="video-audit">
      <div className="grid gap-10 lg:grid-cols-[1.25fr_1fr] lg:items-center">
        <div>
          <SectionHeading
            headingId="video-audit"
            eyebrow={audit.eyebrow}
            heading={audit.heading}
            lead={audit.lead}
          />
          <CheckList marker="disc" className="mt-8 text-ink-900">
            {audit.includes.map((item) => (
              <CheckListItem key={item}>
                <LocalText>{item}</LocalText>
              </CheckListItem>
            ))}
          </CheckList>
        </div>
        <div className="relative overflow-hidden rounded-3xl bg-ink-900 p-8 text-white shadow-xl shadow-ink-900/20 sm:p-10">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-20 -right-20 size-64 rounded-full bg-accent-600/30 blur-3xl"
          />
          <div className="relative">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold">
              <Icon name="clock" className="size-4 text-cool-300" />
              {audit.duration}
            </p>
            <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-display text-6xl font-extrabold tracking-tight" data-testid="audit-price">
                <Price pounds={audit.basePrice} usd={audit.usPrice} />
              </span>
              <VatNote className="text-lg font-semibold text-white/80" />
              <span className="text-white/70">
                <LocalText>{audit.priceLabel}</LocalText>
              </span>
            </p>
            <p className="mt-6 rounded-2xl bg-cool-800 px-4 py-3 text-sm font-semibold text-white">
              <LocalText>{audit.incentive}</LocalText>
            </p>
            <Link href={audit.cta.href} className={buttonVariants({ size: "lg", className: "mt-8 w-full" })}>
              {audit.cta.label}
            </Link>
          </div>
        </div>
      </div>
    </Section>
  );
}
