import type { CallToAction } from "@/content/types";
import { buttonVariants } from "@/components/ui/button";
import { LocalText } from "@/components/country/localized";
import { ScrollTopLink } from "@/components/navigation/scroll-top-link";
import { Section } from "@/components/ui/section";

type NextStepsProps = { heading: string; lead: string; portfolio: CallToAction; pricing: CallToAction };

/**
 * The closing band: the portfolio and the pricing examples, each landing at the top of its page.
 * The buttons sit under the words rather than beside them, so each keeps its label on one line.
 */
export function NextSteps({ heading, lead, portfolio, pricing }: NextStepsProps) {
  return (
    <Section tone="ink" aria-labelledby="msp-next-steps" className="relative overflow-hidden">
      <div className="flex flex-col gap-8">
        <div className="max-w-2xl">
          <h2 id="msp-next-steps" className="text-3xl font-extrabold text-white sm:text-5xl">
            <LocalText>{heading}</LocalText>
          </h2>
          <p className="mt-4 text-lg text-white/80">
            <LocalText>{lead}</LocalText>
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ScrollTopLink href={portfolio.href} className={buttonVariants({ size: "lg" })}>
            {portfolio.label}
          </ScrollTopLink>
          <ScrollTopLink href={pricing.href} className={buttonVariants({ variant: "onDark", size: "lg" })}>
            {pricing.label}
          </ScrollTopLink>
        </div>
      </div>
    </Section>
  );
}
