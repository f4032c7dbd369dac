import Link from "next/link";
import type { bookCall } from "@/content/msp-pricing";
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

/** A mid-page nudge for buyers who'd rather talk than choose: 'Book Your Call' to /contact. */
export function BookCallBand({ heading, lead, cta }: typeof bookCall) {
  return (
    <Section tone="accent" spacing="slim" aria-labelledby="book-call">
      <CtaBand tone="dark">
        <CtaBandContent>
          <CtaBandTitle id="book-call">
            <LocalText>{heading}</LocalText>
          </CtaBandTitle>
          <CtaBandDescription className="group-data-[tone=dark]/cta:text-white">
            <LocalText>{lead}</LocalText>
          </CtaBandDescription>
        </CtaBandContent>
        <CtaBandActions>
          <Link href={cta.href} className={buttonVariants({ variant: "secondary", size: "lg" })}>
            {cta.label}
          </Link>
        </CtaBandActions>
      </CtaBand>
    </Section>
  );
}
