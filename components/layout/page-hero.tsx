import type { HeroPicture as HeroPictureData } from "@/content/hero-pictures";
import { Container } from "@/components/ui/container";
import { LocalText } from "@/components/country/localized";
import { cn } from "@/lib/utils";
import { HeroPicture } from "./hero-picture";

type PageHeroProps = {
  eyebrow: string;
  heading: string;
  lead: string;
  /** Calls to action under the lead. */
  children?: React.ReactNode;
  /** Less height, for pages whose main content (e.g. a booking form) must stay above the fold. */
  compact?: boolean;
  /** The page's own picture (content/hero-pictures.ts). */
  picture?: HeroPictureData;
  className?: string;
};

/**
 * The deep-ink opening band of an inner page, holding its only <h1>. With a picture, from 1024 px
 * up the picture fills the band's right 44% to the screen's edge, fading into the ink towards the
 * words (hero-picture-fade in app/globals.css), and the words keep to the left; on a phone and a
 * tablet it closes the band as a full-width strip under the words, fading in from the ink above
 * (a shallow one on a compact band, so a booking form stays near the top).
 */
export function PageHero({ eyebrow, heading, lead, children, compact, picture, className }: PageHeroProps) {
  return (
    // overflow-clip, not -hidden: a hidden-overflow box is a scroll container, and the view timeline
    // that brings up /msp-pricing's bottom bar must follow the page's scrolling, not this band's.
    <section className={cn("relative overflow-clip bg-ink-900 text-white", className)}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-[32rem] rounded-full bg-accent-600/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-48 -left-32 size-[28rem] rounded-full bg-cool-700/30 blur-3xl"
      />
      <Container
        className={cn(
          "relative",
          compact ? "py-10 sm:py-12" : "py-16 sm:py-24",
          picture && (compact ? "pb-6 sm:pb-8 lg:pb-12" : "pb-8 sm:pb-10 lg:pb-24"),
        )}
      >
        <div className={cn(picture && "lg:max-w-[min(40rem,calc(56vw-max(2rem,50vw-34rem)-2.5rem))]")}>
          <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">
            <LocalText>{eyebrow}</LocalText>
          </p>
          <h1
            className={cn(
              "mt-4 max-w-4xl text-4xl font-extrabold",
              compact ? "mt-3 sm:text-5xl" : picture ? "sm:text-6xl lg:text-5xl xl:text-6xl" : "sm:text-6xl",
            )}
          >
            <LocalText>{heading}</LocalText>
          </h1>
          <p className={cn("max-w-2xl text-lg text-white/80", compact ? "mt-4" : "mt-6 sm:text-xl")}>
            <LocalText>{lead}</LocalText>
          </p>
          {children ? <div className="mt-10 flex flex-wrap gap-3">{children}</div> : null}
        </div>
      </Container>
      {picture ? (
        <div
          data-slot="hero-picture"
          className={cn(
            "relative w-full hero-picture-fade lg:absolute lg:inset-y-0 lg:right-0 lg:aspect-auto lg:w-[44%]",
            compact ? "aspect-[3/1] sm:aspect-[4/1]" : "aspect-video sm:aspect-[5/2]",
          )}
        >
          <HeroPicture picture={picture} />
        </div>
      ) : null}
    </section>
  );
}
