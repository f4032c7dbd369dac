import { notFound } from "next/navigation";
import { filmBySlug, films } from "@/content/films";
import { filmShareCard } from "@/components/seo/film-share-card";

// Drawn once per film at build and written to the export as a static file.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return films.map((film) => ({ slug: film.slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const film = filmBySlug((await params).slug);
  if (!film) notFound();
  return filmShareCard(film);
}
