/*
 * The build's stills step (scripts/build.mjs runs it after the owner images, before `next build`):
 * every film gets a still of its own in public/film-stills/, listed in .generated/film-stills.json,
 * so no page asks YouTube for an image (scripts/film-stills/make-stills.ts says how each is made).
 * The owner file is OWNER_MODULE's, as for the launch check. YOUTUBE_THUMBNAIL_ORIGIN points the
 * thumbnail fetch at a stand-in host; only tests set it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { FILM_WORDS } from "@/content/film-words";
import { VIDEO_KEYS } from "@/content/owner-types";
import { PORTFOLIO_CATEGORIES } from "@/content/portfolio-categories";
import {
  SHARE_IMAGE_SIZE,
  SHARE_IMAGES_FOLDER,
  STILLS_FOLDER,
  STILLS_MANIFEST,
} from "@/lib/film-still-specs";
import { cardClient, titleCardLooks, titleCardShareGround, titleCardSvg } from "@/lib/title-card";
import { isYouTubeId, THUMBNAIL_ORIGIN } from "@/lib/youtube";
import { launchSignal } from "./launch-gate.mjs";
import { loadOwnerModule } from "./owner-images";
import { makeFilmStills } from "./film-stills/make-stills";
import { platformThumbnails } from "./film-stills/platform-thumbnail";

/** Kept where build tools keep their caches, which hosts that cache node_modules keep too. */
const CACHE_DIR = path.join("node_modules", ".cache", "film-stills");

async function main() {
  // One image at a time: the build shares the machine with everything else.
  sharp.concurrency(1);
  const { owner, publicFolder } = await loadOwnerModule(process.env.OWNER_MODULE || "content/owner.ts");
  const thumbnails = platformThumbnails({
    origin: process.env.YOUTUBE_THUMBNAIL_ORIGIN || THUMBNAIL_ORIGIN,
    cacheDir: path.join(CACHE_DIR, "thumbnails"),
    log: (line) => console.log(`Film stills: ${line}`),
  });
  // An ES module with top-level await (HarfBuzz), which this script's CommonJS can only import().
  const { loadLettering } = await import("./lettering.mjs");
  const lettering = await loadLettering();
  const catalogue = VIDEO_KEYS.map((key) => ({
    key,
    ...FILM_WORDS[key],
    category: FILM_WORDS[key].categories[0] ?? "",
  }));
  // Chosen over the whole catalogue, so which films a build shows never changes another's card.
  const looks = titleCardLooks(catalogue);
  const all = catalogue.map((film, index) => {
    const words = {
      title: film.title,
      category: film.category,
      categoryLabel: PORTFOLIO_CATEGORIES.find((category) => category.id === film.category)?.label ?? "",
      client: cardClient(owner.videos[film.key].client, film.credit),
      brand: owner.brand.name,
    };
    const look = looks[index]!;
    return {
      key: film.key,
      title: film.title,
      videoId: owner.videos[film.key].id.trim(),
      ownerFrame: owner.videoPosters?.[film.key],
      titleCard: () => ({
        still: titleCardSvg(words, look, lettering),
        share: titleCardShareGround(look, SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height),
      }),
    };
  });
  // A launch shows only films with an id (lib/unfinished-work.ts); the others' stills would never be seen.
  const launch = Boolean(launchSignal(process.env));
  const films = all.filter((film) => !launch || isYouTubeId(film.videoId));
  const manifest = await makeFilmStills({
    films,
    publicFolder,
    outDir: path.join("public", STILLS_FOLDER),
    urlPrefix: `/${STILLS_FOLDER}`,
    shareDir: SHARE_IMAGES_FOLDER,
    cacheDir: CACHE_DIR,
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
