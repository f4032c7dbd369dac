import { preload } from "react-dom";
import { heroFilmCopy } from "@/content/interface";
import { heroFilms, heroFilmTitles, heroStills, showreel, type FilmHeroPage } from "@/content/showreel";
import { OWNER_IMAGE_SPECS } from "@/lib/owner-image-specs";
import { ownerImageSources } from "@/components/ui/owner-image-sources";
import { HeroShowreel } from "@/components/video/hero-showreel";
import { HeroStill } from "./hero-still";

/** The poster's drawn size where the build has not resized it: a 1280 px screen's full width. */
const POSTER_WIDTH = 1280;
/** The poster fills the hero's width on every screen (the whole hero from 1024 px up). */
const POSTER_SIZES = "100vw";

/**
 * What fills a film hero (components/layout/film-hero.tsx): the page's film when the owner file
 * names one (its poster, which paints with the page and is the first screen's largest paint, under
 * the island that loops the clip and plays it with sound), else the page's designed still. It
 * fills the box its parent gives it.
 */
export function HeroMedia({ page }: { page: FilmHeroPage }) {
  const film = heroFilms[page];
  if (!film) return <HeroStill {...heroStills[page]} />;
  const poster = ownerImageSources(film.poster, {
    width: POSTER_WIDTH,
    height: Math.round(POSTER_WIDTH / OWNER_IMAGE_SPECS.showreelPoster.aspect),
  });
  // Named in the head, the poster is asked for with the stylesheet rather than once the body is read.
  preload(poster.src, {
    as: "image",
    fetchPriority: "high",
    imageSrcSet: poster.srcSet,
    imageSizes: poster.srcSet ? POSTER_SIZES : undefined,
  });
  const isShowreel = film === showreel;
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser */}
      <img
        src={poster.src}
        srcSet={poster.srcSet}
        sizes={POSTER_SIZES}
        width={poster.width}
        height={poster.height}
        alt=""
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      <HeroShowreel
        film={{
          mp4: film.mp4,
          webm: film.webm,
          poster: poster.src,
          captions: film.captions,
          description: film.description,
          title: isShowreel ? heroFilmTitles.home : heroFilmTitles[page],
        }}
        labels={isShowreel ? heroFilmCopy.reel : heroFilmCopy.film}
        closeLabel={heroFilmCopy.close}
        captionsLabel={heroFilmCopy.captionsLabel}
      />
    </>
  );
}
