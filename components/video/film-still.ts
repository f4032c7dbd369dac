import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  STILLS_MANIFEST,
  type FilmStillEntry,
  type FilmStillsManifest,
  type StillSource,
} from "@/lib/film-still-specs";

/*
 * Each film's still as the build made it (scripts/film-stills.ts writes the manifest before
 * `next build`), read on the server while pages render. Server components only: a client
 * component gets the sources as props.
 */

let manifest: FilmStillsManifest | undefined;

function stills(): FilmStillsManifest {
  if (!manifest) {
    const file = path.join(process.cwd(), STILLS_MANIFEST);
    manifest = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as FilmStillsManifest) : {};
  }
  return manifest;
}

/** A still as an <img> takes it, and where it came from (artwork is not a frame of the film). */
export type FilmStill = {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  source: StillSource;
  /** The largest file, for share cards' and search engines' thumbnails. */
  largest: string;
  /** The share card's 1200 × 630 background, a path in the project. */
  shareImage: string;
};

function sourcesOf(entry: FilmStillEntry): FilmStill | undefined {
  const middle = entry.files[Math.floor((entry.files.length - 1) / 2)];
  const largest = entry.files[entry.files.length - 1];
  if (!middle || !largest) return undefined;
  return {
    src: middle.src,
    srcSet: entry.files.map((file) => `${file.src} ${file.width}w`).join(", "),
    width: entry.width,
    height: entry.height,
    source: entry.source,
    largest: largest.src,
    shareImage: entry.shareImage,
  };
}

/**
 * The film's still, by its name in the owner's `videos`; undefined in a build without the stills
 * step (`npm run dev`), where cards fall back to the designed panel.
 */
export function filmStill(key: string): FilmStill | undefined {
  const entry = stills()[key];
  return entry ? sourcesOf(entry) : undefined;
}
