/*
 * Every film's still for the export (docs/architecture.md, "Film stills"): the owner's own frame
 * when they gave one, else YouTube's thumbnail fetched at build time (when the host answers),
 * else the film's title card (lib/title-card.ts). Each is cropped to 16:9 and written as WebP at
 * the layout's widths, named by the file's own bytes, plus a 1200 × 630 JPEG the film's share card
 * is drawn on. Encoded files are cached by their input (for a title card, its SVG: every word and
 * colour drawn on it), so an unchanged film costs nothing on the next build and a changed one is
 * encoded afresh.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { filmSlug } from "@/lib/film-slug";
import {
  SHARE_IMAGE_SIZE,
  STILL_ASPECT,
  STILL_WIDTHS,
  type FilmStillEntry,
  type FilmStillsManifest,
  type StillSource,
} from "@/lib/film-still-specs";
import { isYouTubeId } from "@/lib/youtube";
import type { ThumbnailSource } from "./platform-thumbnail";

/**
 * A film's title card as SVG documents: the still (1280 × 720) and the share card's background
 * (1200 × 630, the card without its lettering: the share card sets the title itself).
 */
export type TitleCard = { still: string; share: string };

/**
 * A film as the step needs it: its name, title (the files' names), id, the owner's frame, and its
 * title card, drawn only when the film has no frame.
 */
export type StillFilm = {
  key: string;
  title: string;
  videoId: string;
  ownerFrame?: string;
  titleCard: () => TitleCard;
};

type MakeStillsOptions = {
  films: readonly StillFilm[];
  /** The owner's public folder, where an owner frame's address points. */
  publicFolder: string;
  /** public/<folder> for the WebP files, and their address prefix on the site. */
  outDir: string;
  urlPrefix: string;
  /** Where the share cards' JPEG backgrounds go (not part of the export). */
  shareDir: string;
  /** Encoded files kept between builds. */
  cacheDir: string;
  thumbnails: ThumbnailSource;
};

/** Bump when the encoding below changes, so cached files made the old way are not reused. */
const ENCODING_VERSION = "1";

const hashOf = (...parts: (Buffer | string)[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex");
};

/** The input's pixels, upright, at least 1 px: a title card's SVG is drawn at its own size. */
async function sourceSize(input: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(input).rotate().metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    width: Math.max(1, (turned ? meta.height : meta.width) ?? 1),
    height: Math.max(1, (turned ? meta.width : meta.height) ?? 1),
  };
}

/**
 * The still's files for one picture: cropped from the centre to 16:9, at each layout width the
 * picture is large enough for (at least the smallest), never enlarged; and the share card's
 * background, from the picture or from a picture of its own.
 */
async function encode(
  { input, share: shareInput = input }: Picture,
  cacheDir: string,
): Promise<{ widths: number[]; files: Buffer[]; share: Buffer }> {
  const key = hashOf(ENCODING_VERSION, input, "|", shareInput);
  const cached = path.join(cacheDir, "encoded", key);
  const index = path.join(cached, "widths.json");
  if (existsSync(index)) {
    const widths = JSON.parse(readFileSync(index, "utf8")) as number[];
    return {
      widths,
      files: widths.map((width) => readFileSync(path.join(cached, `${width}.webp`))),
      share: readFileSync(path.join(cached, "share.jpg")),
    };
  }
  const { width, height } = await sourceSize(input);
  const croppable = Math.floor(Math.min(width, height * STILL_ASPECT));
  const fitting = STILL_WIDTHS.filter((w) => w <= croppable);
  const widths = fitting.length > 0 ? [...fitting] : [Math.max(1, Math.min(croppable, STILL_WIDTHS[0]))];
  const files: Buffer[] = [];
  for (const w of widths) {
    files.push(
      await sharp(input)
        .rotate()
        .resize({ width: w, height: Math.round(w / STILL_ASPECT), fit: "cover", position: "centre" })
        .webp({ quality: 78 })
        .toBuffer(),
    );
  }
  const share = await sharp(shareInput)
    .rotate()
    .resize({ ...SHARE_IMAGE_SIZE, fit: "cover", position: "centre" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  mkdirSync(cached, { recursive: true });
  widths.forEach((w, i) => writeFileSync(path.join(cached, `${w}.webp`), files[i]!));
  writeFileSync(path.join(cached, "share.jpg"), share);
  writeFileSync(index, JSON.stringify(widths));
  return { widths, files, share };
}

/** A film's picture, and the share card's background when that is a picture of its own. */
type Picture = { input: Buffer; share?: Buffer; source: StillSource };

/**
 * The film's own footage, best first: the owner's frame (a file in their public folder), then
 * YouTube's thumbnail; undefined when it has neither, and its still is its title card.
 */
async function footageOf(
  film: Pick<StillFilm, "ownerFrame" | "videoId">,
  publicFolder: string,
  thumbnails: ThumbnailSource,
): Promise<Picture | undefined> {
  if (film.ownerFrame) {
    const file = path.join(publicFolder, film.ownerFrame);
    if (film.ownerFrame.startsWith("/") && existsSync(file))
      return { input: readFileSync(file), source: "owner" };
  }
  if (isYouTubeId(film.videoId)) {
    const thumbnail = await thumbnails.get(film.videoId);
    if (thumbnail) return { input: thumbnail, source: "platform" };
  }
  return undefined;
}

/**
 * Where a film's still would come from in a build on this machine now: the launch check asks it,
 * through the same thumbnail cache as the build, to name the films a launch shows as title cards.
 */
export async function stillSourceOf(
  film: Pick<StillFilm, "ownerFrame" | "videoId">,
  publicFolder: string,
  thumbnails: ThumbnailSource,
): Promise<StillSource> {
  return (await footageOf(film, publicFolder, thumbnails))?.source ?? "artwork";
}

/** The film's picture: its footage, else its title card. */
async function pictureOf(
  film: StillFilm,
  publicFolder: string,
  thumbnails: ThumbnailSource,
): Promise<Picture> {
  const footage = await footageOf(film, publicFolder, thumbnails);
  if (footage) return footage;
  const card = film.titleCard();
  return { input: Buffer.from(card.still), share: Buffer.from(card.share), source: "artwork" };
}

/**
 * Writes every film's still and returns the manifest. Files left from earlier builds that no film
 * uses any more are removed, so they never ship.
 */
export async function makeFilmStills({
  films,
  publicFolder,
  outDir,
  urlPrefix,
  shareDir,
  cacheDir,
  thumbnails,
}: MakeStillsOptions): Promise<FilmStillsManifest> {
  mkdirSync(outDir, { recursive: true });
  mkdirSync(shareDir, { recursive: true });
  const manifest: FilmStillsManifest = {};
  const kept = new Set<string>();

  for (const film of films) {
    const picture = await pictureOf(film, publicFolder, thumbnails);
    const { widths, files, share } = await encode(picture, cacheDir);
    const name = filmSlug(film.title);
    const entry: FilmStillEntry = {
      source: picture.source,
      width: widths[widths.length - 1] ?? 1,
      height: Math.round((widths[widths.length - 1] ?? 1) / STILL_ASPECT),
      files: [],
      shareImage: "",
    };
    widths.forEach((width, i) => {
      const bytes = files[i]!;
      const file = `${name}-${hashOf(bytes).slice(0, 10)}-${width}.webp`;
      const target = path.join(outDir, file);
      if (!existsSync(target)) writeFileSync(target, bytes);
      kept.add(file);
      entry.files.push({ src: `${urlPrefix}/${file}`, width });
    });
    const shareFile = path.join(shareDir, `${film.key}.jpg`);
    writeFileSync(shareFile, share);
    entry.shareImage = shareFile.split(path.sep).join("/");
    manifest[film.key] = entry;
  }

  for (const file of readdirSync(outDir)) if (!kept.has(file)) rmSync(path.join(outDir, file));
  return manifest;
}
