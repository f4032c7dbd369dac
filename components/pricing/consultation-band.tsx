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
import { LocalText } from "@/components/country/localized";

type ConsultationBandProps = { heading: string; lead: string; cta: CallToAction };

/** For visitors who don't know which path fits: a free consultation on the home page's contact section. */
export function ConsultationBand({ heading, lead, cta }: ConsultationBandProps) {
  return (
    <CtaBand surface="panel" className="mt-16">
      <CtaBandContent>
        <CtaBandTitle className="text-2xl sm:text-3xl">
          <LocalText>{heading}</LocalText>
        </CtaBandTitle>
        <CtaBandDescription className="text-base">
          <LocalText>{lead}</LocalText>
        </CtaBandDescription>
      </CtaBandContent>
      <CtaBandActions>
        <Link href={cta.href} className={buttonVariants({ size: "lg" })}>
          {cta.label}
        </Link>
      </CtaBandActions>
    </CtaBand>
  );
}
