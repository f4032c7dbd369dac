import { founder } from "@/content/founder";
import type { ActionBandCopy } from "@/content/types";
import { Link } from "@/components/navigation/link";
import { ScrollTopLink } from "@/components/navigation/scroll-top-link";
import { LocalText } from "@/components/country/localized";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { ExternalLink } from "@/components/ui/external-link";
import { Icon } from "@/components/ui/icon";
import { PersonPhoto } from "@/components/ui/person-photo";
import { cn } from "@/lib/utils";

/*
 * The site's one call-to-action band, in two deliberate variants:
 * - "closing": the last word of a page. A full-width ink band: the heading, one line of
 *   persuasion and one or two buttons, beside the founder's face and name (the person a visitor
 *   will meet), introduced by the copy's `host`.
 * - "inline": a pause mid-page (/msp-pricing/'s "Want help choosing?"): the same words and
 *   buttons on a light card, no face, so it never competes with the page's closing band.
 * The first button takes the accent, a second the outline; labels say what happens.
 */

type ActionBandProps = ActionBandCopy & {
  variant: "closing" | "inline";
  /** The heading's id, which names the band's region. */
  headingId: string;
  className?: string;
};

function BandButtons({ actions, dark }: { actions: ActionBandCopy["actions"]; dark: boolean }) {
  return (
    <div data-slot="action-band-actions" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {actions.map(({ label, href, external, scrollTop, icon }, index) => {
        const look = buttonVariants({
          variant: index === 0 ? "primary" : dark ? "onDark" : "outline",
          size: "lg",
        });
        const content = (
          <>
            {icon ? <Icon name={icon} className="size-5" /> : null}
            <LocalText>{label}</LocalText>
          </>
        );
        if (external)
          return (
            <ExternalLink key={href} href={href} className={look}>
              {content}
            </ExternalLink>
          );
        if (scrollTop)
          return (
            <ScrollTopLink key={href} href={href} className={look}>
              {content}
            </ScrollTopLink>
          );
        return (
          <Link key={href} href={href} className={look}>
            {content}
          </Link>
        );
      })}
    </div>
  );
}

/** The founder's face and name, introduced by the band's own words ("Your call is with"). */
function BandHost({ label }: { label: string }) {
  return (
    <figure
      data-slot="action-band-host"
      className="flex items-center gap-5 lg:w-60 lg:flex-col lg:items-start"
    >
      <PersonPhoto
        src={founder.portrait}
        alt={founder.portraitAlt}
        name={founder.name}
        crop="avatar"
        sizes="(min-width: 1024px) 224px, 80px"
        className="size-20 rounded-full ring-4 ring-white/10 lg:size-56 lg:rounded-[2rem]"
      />
      <figcaption>
        <span className="block text-sm font-semibold tracking-widest text-accent-300 uppercase">
          <LocalText>{label}</LocalText>
        </span>
        <span className="mt-1 block font-display text-xl font-bold text-white">{founder.name}</span>
        <span className="mt-0.5 block text-sm text-white/80">{founder.role}</span>
      </figcaption>
    </figure>
  );
}

/** A call to action: heading, one persuasive line and its buttons (see the note above for the variants). */
export function ActionBand({ heading, lead, actions, host, variant, headingId, className }: ActionBandProps) {
  if (variant === "inline") {
    return (
      <section
        aria-labelledby={headingId}
        data-slot="action-band"
        data-variant="inline"
        className={cn("bg-paper", className)}
      >
        <Container className="py-12 sm:py-16">
          <div className="flex flex-col gap-6 rounded-3xl border border-line bg-paper-deep p-8 sm:p-10 lg:flex-row lg:items-center lg:justify-between lg:gap-10">
            <div className="max-w-2xl">
              <h2 id={headingId} className="text-2xl font-extrabold text-balance text-ink-900 sm:text-3xl">
                <LocalText>{heading}</LocalText>
              </h2>
              <p className="mt-3 text-lg text-ink-700">
                <LocalText>{lead}</LocalText>
              </p>
            </div>
            <BandButtons actions={actions} dark={false} />
          </div>
        </Container>
      </section>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      data-slot="action-band"
      data-variant="closing"
      className={cn("relative overflow-hidden border-b border-white/10 bg-ink-900 text-white", className)}
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-accent-600/25 blur-3xl"
      />
      <Container className="relative grid gap-10 py-16 sm:py-24 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-20">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-3xl font-extrabold text-balance text-white sm:text-5xl">
            <LocalText>{heading}</LocalText>
          </h2>
          <p className="mt-5 text-lg text-white/85">
            <LocalText>{lead}</LocalText>
          </p>
          <div className="mt-8">
            <BandButtons actions={actions} dark />
          </div>
        </div>
        {host ? <BandHost label={host} /> : null}
      </Container>
    </section>
  );
}
