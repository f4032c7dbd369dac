import { Link } from "@/components/navigation/link";
import type { ActionBandCopy } from "@/content/types";
import { buttonVariants } from "@/components/ui/button";
import {
  CtaBand,
  CtaBandActions,
  CtaBandContent,
  CtaBandDescription,
  CtaBandTitle,
} from "@/components/ui/cta-band";
import { ExternalLink } from "@/components/ui/external-link";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { LocalText } from "@/components/country/localized";
import { cn } from "@/lib/utils";

/** The looks a band takes on the site; each is one combination of Section and CtaBand settings. */
const LOOKS = {
  /** A full-width accent band mid-page (/msp-pricing's "Want help choosing?"). */
  accent: { section: "accent", surface: "none", align: "split", title: "" },
  /** A full-width ink band that closes a page, text centred. */
  "ink-centred": { section: "ink", surface: "none", align: "center", title: "sm:text-5xl" },
  /** A full-width ink band, text left and the button beside it. */
  ink: { section: "ink", surface: "none", align: "split", title: "sm:text-5xl" },
  /** An ink card on the light page, with soft glows. */
  "ink-card": { section: "paper", surface: "ink", align: "start", title: "sm:text-5xl" },
  /** A soft warm card inside a section of its own (no band around it). */
  panel: { section: null, surface: "panel", align: "split", title: "text-2xl sm:text-3xl" },
} as const;

type ActionBandProps = ActionBandCopy & {
  look: keyof typeof LOOKS;
  /** The heading's id, so the band's region is named by it. */
  headingId?: string;
  className?: string;
};

/** A call to action: heading, one persuasive line and its buttons, in one of the site's band looks. */
export function ActionBand({ heading, lead, actions, look, headingId, className }: ActionBandProps) {
  const { section, surface, align, title } = LOOKS[look];
  const dark = section === "accent" || section === "ink" || surface === "ink";
  const band = (
    <CtaBand
      tone={dark ? "dark" : "light"}
      surface={surface}
      align={align}
      className={section ? undefined : className}
    >
      <CtaBandContent>
        <CtaBandTitle id={headingId} className={title}>
          <LocalText>{heading}</LocalText>
        </CtaBandTitle>
        <CtaBandDescription
          // White on the accent: softened white there falls short of AA contrast.
          className={cn(
            section === "accent" && "group-data-[tone=dark]/cta:text-white",
            align !== "split" && "mt-5",
          )}
        >
          <LocalText>{lead}</LocalText>
        </CtaBandDescription>
      </CtaBandContent>
      <CtaBandActions className={cn(align !== "split" && "mt-4")}>
        {actions.map(({ label, href, variant = "primary", external, icon }) => {
          const look = buttonVariants({ variant, size: "lg" });
          const content = (
            <>
              {icon ? <Icon name={icon} className="size-5" /> : null}
              <LocalText>{label}</LocalText>
            </>
          );
          return external ? (
            <ExternalLink key={href} href={href} className={look}>
              {content}
            </ExternalLink>
          ) : (
            <Link key={href} href={href} className={look}>
              {content}
            </Link>
          );
        })}
      </CtaBandActions>
    </CtaBand>
  );
  if (!section) return band;
  return (
    <Section
      tone={section}
      spacing={section === "accent" ? "slim" : "default"}
      aria-labelledby={headingId}
      className={className}
    >
      {band}
    </Section>
  );
}
