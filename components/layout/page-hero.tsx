import { Container } from "@/components/ui/container";
import { LocalText } from "@/components/country/localized";
import { cn } from "@/lib/utils";

type PageHeroProps = {
  eyebrow: string;
  heading: string;
  lead: string;
  /** Calls to action under the lead. */
  children?: React.ReactNode;
  /** Less height, for pages whose main content (e.g. a booking form) must stay above the fold. */
  compact?: boolean;
  /** The right half on a desktop (below the calls to action on a phone): a showreel or a still. */
  media?: React.ReactNode;
  className?: string;
};

/** The deep-ink opening band of a page, holding its only <h1>. */
export function PageHero({ eyebrow, heading, lead, children, compact, media, className }: PageHeroProps) {
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
          media && "lg:grid lg:grid-cols-2 lg:items-center lg:gap-14",
        )}
      >
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">
            <LocalText>{eyebrow}</LocalText>
          </p>
          <h1
            className={cn(
              "mt-4 max-w-4xl text-4xl font-extrabold",
              compact ? "mt-3 sm:text-5xl" : media ? "sm:text-6xl lg:text-5xl xl:text-6xl" : "sm:text-6xl",
            )}
          >
            <LocalText>{heading}</LocalText>
          </h1>
          <p className={cn("max-w-2xl text-lg text-white/80", compact ? "mt-4" : "mt-6 sm:text-xl")}>
            <LocalText>{lead}</LocalText>
          </p>
          {children ? <div className="mt-10 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {media ? <div className="mt-12 lg:mt-0">{media}</div> : null}
      </Container>
    </section>
  );
}
