import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { filmBySlug, relatedFilms, watchPageParams } from "@/content/films";
import { filmPagePlayer, watchCallToAction } from "@/content/watch";
import { filmMetadata } from "@/components/seo/film-metadata";
import { FilmJsonLd } from "@/components/seo/film-json-ld";
import { ActionBand } from "@/components/sections/shared/action-band";
import { FilmCaseStudy } from "@/components/sections/watch/film-case-study";
import { FilmCredits } from "@/components/sections/watch/film-credits";
import { FilmQuote } from "@/components/sections/watch/film-quote";
import { RelatedFilms } from "@/components/sections/watch/related-films";
import { WatchHero } from "@/components/sections/watch/watch-hero";
import { filmStill } from "@/components/video/film-still";

/*
 * A film's own page, /work/<slug>/ (docs/product.md §2, "Watch pages"): one per film this build
 * shows (content/films.ts), pre-rendered like every other route: the film and its player, its case
 * study as far as the owner tells it, related films and the one call to action.
 */

export const dynamicParams = false;

type WatchPageProps = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return watchPageParams();
}

export async function generateMetadata({ params }: WatchPageProps): Promise<Metadata> {
  const film = filmBySlug((await params).slug);
  return film ? filmMetadata(film) : {};
}

export default async function WatchPage({ params }: WatchPageProps) {
  const film = filmBySlug((await params).slug);
  if (!film) notFound();
  const still = filmStill(film.key);
  return (
    <>
      <WatchHero film={film} still={still} player={filmPagePlayer} />
      <FilmCaseStudy film={film} />
      <FilmQuote film={film} />
      <FilmCredits film={film} />
      <RelatedFilms films={relatedFilms(film)} />
      <ActionBand {...watchCallToAction[film.audience]} variant="closing" headingId="film-booking" />
      <FilmJsonLd film={film} thumbnail={still?.largest} />
    </>
  );
}
