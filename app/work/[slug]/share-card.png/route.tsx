import { filmBySlug, watchPageParams } from "@/content/films";
import { filmShareCard } from "@/components/seo/film-share-card";
import { routeShareCard } from "@/components/seo/route-share-card";

// Drawn once per film at build and written to the export as a static file.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return watchPageParams();
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const film = filmBySlug((await params).slug);
  // No film at all in this build (content/films.ts watchPageParams): the portfolio's card stands in.
  if (!film) return routeShareCard("portfolio");
  return filmShareCard(film);
}
