import Link from "next/link";
import type { vendorPricingClosing } from "@/content/vendor-pricing";
import { buttonVariants } from "@/components/ui/button";
import {
  CtaBand,
  CtaBandActions,
  CtaBandContent,
  CtaBandDescription,
  CtaBandTitle,
} from "@/components/ui/cta-band";
import { Section } from "@/components/ui/section";
import { LocalText } from "@/components/country/localized";

/** The closing invitation to talk, to /contact. */
export function ClosingBand({ heading, lead, cta }: typeof vendorPricingClosing) {
  return (
    <Section tone="ink" aria-labelledby="vendor-pricing-closing">
      <CtaBand tone="dark" align="center">
        <CtaBandContent>
          <CtaBandTitle id="vendor-pricing-closing" className="sm:text-5xl">
            <LocalText>{heading}</LocalText>
          </CtaBandTitle>
          <CtaBandDescription className="mt-5">
            <LocalText>{lead}</LocalText>
          </CtaBandDescription>
        </CtaBandContent>
        <CtaBandActions className="mt-4">
          <Link href={cta.href} className={buttonVariants({ size: "lg" })}>
            {cta.label}
          </Link>
        </CtaBandActions>
      </CtaBand>
    </Section>
  );
}
