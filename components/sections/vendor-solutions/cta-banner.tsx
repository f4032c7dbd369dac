import Link from "next/link";
import type { CallToAction } from "@/content/types";
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

type CtaBannerProps = { heading: string; lead: string; primary: CallToAction; secondary: CallToAction };

/** The closing call to action: book a strategy call, or work out the return first. */
export function CtaBanner({ heading, lead, primary, secondary }: CtaBannerProps) {
  return (
    <Section aria-labelledby="vendor-cta">
      <CtaBand surface="ink" align="start">
        <CtaBandContent>
          <CtaBandTitle id="vendor-cta" className="sm:text-5xl">
            <LocalText>{heading}</LocalText>
          </CtaBandTitle>
          <CtaBandDescription className="mt-5">
            <LocalText>{lead}</LocalText>
          </CtaBandDescription>
        </CtaBandContent>
        <CtaBandActions className="mt-4">
          <Link href={primary.href} className={buttonVariants({ size: "lg" })}>
            {primary.label}
          </Link>
          <Link href={secondary.href} className={buttonVariants({ variant: "onDark", size: "lg" })}>
            {secondary.label}
          </Link>
        </CtaBandActions>
      </CtaBand>
    </Section>
  );
}
