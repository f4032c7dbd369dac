import { Link } from "@/components/navigation/link";
import type { startWithStrategy } from "@/content/vendor-pricing";
import { buttonVariants } from "@/components/ui/button";
import { LocalText } from "@/components/country/localized";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

/** 'Start With Strategy': the three steps from first call to a tailored proposal. */
export function StrategyBlock({ eyebrow, heading, lead, steps, cta }: typeof startWithStrategy) {
  return (
    <Section tone="white" aria-labelledby="start-with-strategy">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div>
          <SectionHeading headingId="start-with-strategy" eyebrow={eyebrow} heading={heading} lead={lead} />
          <Link href={cta.href} className={buttonVariants({ size: "lg", className: "mt-10" })}>
            {cta.label}
          </Link>
        </div>
        <ol className="space-y-4">
          {steps.map((step, position) => (
            <li key={step.id} className="flex gap-5 rounded-3xl border border-line bg-paper p-6">
              <span className="font-display text-4xl font-extrabold text-cool-700" aria-hidden="true">
                {String(position + 1).padStart(2, "0")}
              </span>
              <div>
                <h3 className="text-xl font-bold text-ink-900">{step.title}</h3>
                <p className="mt-1 text-ink-700">
                  <LocalText>{step.body}</LocalText>
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
