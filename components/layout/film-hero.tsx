import type { FilmHeroPage } from "@/content/showreel";
import type { PageCopy } from "@/content/pages";
import { Container } from "@/components/ui/container";
import { LocalText } from "@/components/country/localized";
import { HeroMedia } from "./hero-media";

type FilmHeroProps = PageCopy["hero"] & {
  /** Whose film (or designed still) fills the hero. */
  page: FilmHeroPage;
  /** Calls to action under the lead. */
  children?: React.ReactNode;
};

/**
 * The opening of the home and solutions pages, where the work leads: the page's film fills the
 * hero. On a phone it is a full-width 16:9 band with the headline beneath; from 1024 px up it
 * fills the first screen below the nav bar, with the headline over its left side. A scrim
 * (film-scrim in app/globals.css) darkens the film under the words to at least 78% ink, so the
 * text keeps its contrast over any frame; the right of the picture stays clear. Everything but the
 * film's island is server HTML, the calls to action included.
 */
export function FilmHero({ page, eyebrow, heading, lead, children }: FilmHeroProps) {
  return (
    // From 1024 px the film is laid over the band, so the band's height is the first screen's,
    // set on the band itself: a busy phone or laptop paints a page it is still parsing, and a band
    // sized by its words alone stood empty until they arrived, then grew, moving the film.
    <section
      data-film-hero
      className="relative isolate overflow-clip bg-ink-950 text-white lg:min-h-[clamp(36rem,calc(100svh-5rem),52rem)]"
    >
      <div className="relative aspect-video w-full lg:absolute lg:inset-0 lg:aspect-auto">
        <HeroMedia page={page} />
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 film-scrim" />
      </div>
      <Container className="relative pt-4 pb-14 sm:pt-6 sm:pb-16 lg:flex lg:min-h-[inherit] lg:items-center lg:py-24">
        <div className="max-w-2xl lg:max-w-xl">
          <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">
            <LocalText>{eyebrow}</LocalText>
          </p>
          <h1 className="mt-4 text-4xl font-extrabold sm:text-6xl">
            <LocalText>{heading}</LocalText>
          </h1>
          <p className="mt-6 text-lg text-white/90 sm:text-xl">
            <LocalText>{lead}</LocalText>
          </p>
          {children ? <div className="mt-10 flex flex-wrap gap-3">{children}</div> : null}
        </div>
      </Container>
    </section>
  );
}
