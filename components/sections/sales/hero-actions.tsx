import { Link } from "@/components/navigation/link";
import type { CallToAction } from "@/content/types";
import { buttonVariants } from "@/components/ui/button";
import { LocalText } from "@/components/country/localized";

/** The hero's calls to action: a primary button and an optional outlined one for the dark band. */
export function HeroActions({ primary, secondary }: { primary: CallToAction; secondary?: CallToAction }) {
  return (
    <>
      {/* data-hero-cta: /msp-pricing's bottom bar stays out of the way while this button is on screen. */}
      <Link href={primary.href} data-hero-cta="" className={buttonVariants({ size: "lg" })}>
        <LocalText>{primary.label}</LocalText>
      </Link>
      {secondary ? (
        <Link href={secondary.href} className={buttonVariants({ variant: "onDark", size: "lg" })}>
          <LocalText>{secondary.label}</LocalText>
        </Link>
      ) : null}
    </>
  );
}
