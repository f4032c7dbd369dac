import Link from "next/link";
import type { vendorPricingClosing } from "@/content/vendor-pricing";
import { buttonVariants } from "@/components/ui/button";
import { LocalText } from "@/components/country/localized";
import { Section } from "@/components/ui/section";

/** The closing invitation to talk, to /contact. */
export function ClosingBand({ heading, lead, cta }: typeof vendorPricingClosing) {
  return (
    <Section tone="ink" aria-labelledby="vendor-pricing-closing">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="vendor-pricing-closing" className="text-3xl font-extrabold text-white sm:text-5xl">
          <LocalText>{heading}</LocalText>
        </h2>
        <p className="mt-5 text-lg text-white/80">
          <LocalText>{lead}</LocalText>
        </p>
        <Link href={cta.href} className={buttonVariants({ size: "lg", className: "mt-10" })}>
          {cta.label}
        </Link>
      </div>
    </Section>
  );
}
