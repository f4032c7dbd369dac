/*
 * The build's stills step (scripts/build.mjs runs it after the owner images, before `next build`):
 * every film gets a still of its own in public/film-stills/, listed in .generated/film-stills.json,
 * so no page asks YouTube for an image (scripts/film-stills/make-stills.ts says how each is made).
 * The owner file is OWNER_MODULE's, as for the launch check. YOUTUBE_THUMBNAIL_ORIGIN points the
 * thumbnail fetch at a stand-in host; only tests set it.
 *
 * A launch build names every film it shows as a title card (no frame of the owner's, no thumbnail
 * reachable), as `npm run check:launch` does, so lettering never surprises the owner where they
 * expected footage. A card's words with letters the brand's faces lack (Arabic, Hebrew, CJK, an
 * emoji) are drawn without them and named, with the field to change: the launch check refuses a
 * launch with them, so only a preview gets such a card.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { STILLS_FOLDER, SHARE_IMAGES_FOLDER, STILLS_MANIFEST } from "@/lib/film-still-specs";
import { launchSignal } from "./launch-gate.mjs";
import { loadOwnerModule } from "./owner-images";
import { catalogueFilms } from "./film-stills/catalogue";
import { stillsReport } from "./film-stills/title-card-report";
import { makeFilmStills } from "./film-stills/make-stills";
import { buildThumbnails, STILLS_CACHE_DIR } from "./film-stills/platform-thumbnail";

async function main() {
  // One image at a time: the build shares the machine with everything else.
  sharp.concurrency(1);
  const { owner, publicFolder } = await loadOwnerModule(process.env.OWNER_MODULE || "content/owner.ts");
  const thumbnails = buildThumbnails((line) => console.log(`Film stills: ${line}`));
  // An ES module with top-level await (HarfBuzz), which this script's CommonJS can only import().
  const { loadLettering } = await import("./lettering.mjs");
  const lettering = await loadLettering();
  // A launch shows only films with an id (lib/unfinished-work.ts); the others' stills would never be seen.
  const launch = Boolean(launchSignal(process.env));
  const films = catalogueFilms(owner, lettering).filter((film) => !launch || film.shown);
  const manifest = await makeFilmStills({
    films,
    publicFolder,
    outDir: path.join("public", STILLS_FOLDER),
    urlPrefix: `/${STILLS_FOLDER}`,
    shareDir: SHARE_IMAGES_FOLDER,
    cacheDir: STILLS_CACHE_DIR,
    thumbnails,
  });
  mkdirSync(path.dirname(STILLS_MANIFEST), { recursive: true });
  writeFileSync(STILLS_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  const counts = Object.values(manifest).reduce<Record<string, number>>((all, entry) => {
    all[entry.source] = (all[entry.source] ?? 0) + 1;
    return all;
  }, {});
  const summary = Object.entries(counts)
    .map(([source, count]) => `${count} ${source}`)
    .join(", ");
  console.log(`Film stills: ${films.length} films (${summary}) in public/${STILLS_FOLDER}/.`);

  const { notes, warnings } = stillsReport(films, manifest, lettering, launch);
  for (const line of notes) console.log(`Film stills: ${line}`);
  for (const line of warnings) console.warn(`Film stills: ${line}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
