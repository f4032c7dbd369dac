/**
 * Renders share cards and icons in a Node process of its own and prints them as base64 PNGs, one
 * JSON array on stdout. The renderer (next/og) loads itself with a dynamic import(), which Jest's
 * module sandbox refuses, so the unit test runs the real renderer here through tsx.
 *
 * Usage: tsx tests/support/render-brand-pictures.tsx '<JSON list of pictures>'
 */
import { renderBrandIcon } from "@/components/seo/brand-icon";
import { filmShareCard } from "@/components/seo/film-share-card";
import { renderShareCard, type ShareCardContent } from "@/components/seo/share-card";
import { films, type Film } from "@/content/films";

export type BrandPicture =
  | { kind: "card"; content: ShareCardContent }
  | { kind: "icon"; size: number; brandShort: string; rounded: boolean }
  /** A film's share card, for a film the build has no still of: the card's own ground alone. */
  | { kind: "film"; title: string };

function render(picture: BrandPicture) {
  if (picture.kind === "card") return renderShareCard(picture.content);
  if (picture.kind === "film") {
    const film = { ...films[0]!, key: "noStillOnDisk", title: picture.title } as unknown as Film;
    return filmShareCard(film);
  }
  return renderBrandIcon(picture);
}

async function main() {
  const pictures = JSON.parse(process.argv[2] ?? "[]") as BrandPicture[];
  const rendered: string[] = [];
  for (const picture of pictures) {
    const response = await render(picture);
    rendered.push(Buffer.from(await response.arrayBuffer()).toString("base64"));
  }
  process.stdout.write(JSON.stringify(rendered));
}

void main();
