/*
 * The launch check's question to the stills step: which films a launch shows would get their title
 * card on this machine (no frame of the owner's, no thumbnail YouTube gives it, asked through the
 * build's own cache), and which words on those cards the brand's faces cannot draw.
 */
import type { OwnerDetails } from "@/content/owner-types";
import type { Placeholder } from "@/lib/launch-check";
import { cardGaps, catalogueFilms, type CatalogueFilm } from "./catalogue";
import { stillSourceOf } from "./make-stills";
import { buildThumbnails } from "./platform-thumbnail";
import { cardGapFinding } from "./title-card-report";

export async function titleCardCheck(
  owner: OwnerDetails,
  publicFolder: string,
): Promise<{ films: CatalogueFilm[]; findings: Placeholder[] }> {
  // An ES module with top-level await (HarfBuzz), which this CommonJS can only import().
  const { loadLettering } = await import("../lettering.mjs");
  const lettering = await loadLettering();
  const thumbnails = buildThumbnails();
  const films: CatalogueFilm[] = [];
  for (const film of catalogueFilms(owner, lettering)) {
    if (film.shown && (await stillSourceOf(film, publicFolder, thumbnails)) === "artwork") films.push(film);
  }
  const findings = films.flatMap((film) => cardGaps(film, lettering).map((gap) => cardGapFinding(film, gap)));
  return { films, findings };
}
