/*
 * YouTube's thumbnail of a film, fetched once by the build and kept in a cache, so visitors'
 * browsers never ask YouTube for it and a rebuild does not ask again. The largest first
 * (maxresdefault), then hqdefault; YouTube answers a missing size with a 120×90 grey placeholder,
 * which counts as missing. The host can be a stand-in (YOUTUBE_THUMBNAIL_ORIGIN, which the tests
 * set); once it has proved unreachable (an offline build machine), no further film asks it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  isPlaceholderThumbnail,
  THUMBNAIL_ORIGIN,
  THUMBNAIL_QUALITIES,
  youtubeThumbnailUrl,
} from "@/lib/youtube";

/** Kept where build tools keep their caches, which hosts that cache node_modules keep too. */
export const STILLS_CACHE_DIR = path.join("node_modules", ".cache", "film-stills");

/** Long enough for a slow host to answer; short enough that an offline build waits once, briefly. */
const REQUEST_TIMEOUT_MS = 5_000;

type ThumbnailSourceOptions = {
  /** The image host, `https://i.ytimg.com` unless a test stands in for it. */
  origin: string;
  /** Where fetched thumbnails are kept between builds (one file per video id). */
  cacheDir: string;
  /** How the build reports what it could not fetch; silent by default. */
  log?: (line: string) => void;
};

export type ThumbnailSource = {
  /** The film's thumbnail as the platform served it, or undefined when it has none to give. */
  get: (videoId: string) => Promise<Buffer | undefined>;
  /** How many requests went to the host (a rebuild with a full cache makes none). */
  requests: () => number;
};

/** Decodes an answer; undefined unless it is an image larger than the platform's placeholder. */
async function usableImage(bytes: Buffer): Promise<Buffer | undefined> {
  try {
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    return isPlaceholderThumbnail(width, height) ? undefined : bytes;
  } catch {
    return undefined;
  }
}

export function platformThumbnails({
  origin,
  cacheDir,
  log = () => {},
}: ThumbnailSourceOptions): ThumbnailSource {
  let reachable = true;
  let requests = 0;

  async function fetchImage(url: string): Promise<Buffer | undefined> {
    if (!reachable) return undefined;
    requests += 1;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      if (!response.ok) return undefined;
      return await usableImage(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      // No answer at all: the machine is offline or the host blocked. Stop asking for this build.
      reachable = false;
      log(
        `YouTube's thumbnails are out of reach (${(error as Error).message}); films without a still get their title card.`,
      );
      return undefined;
    }
  }

  return {
    requests: () => requests,
    async get(videoId) {
      const cached = path.join(cacheDir, `${videoId}.jpg`);
      if (existsSync(cached)) return readFileSync(cached);
      for (const quality of THUMBNAIL_QUALITIES) {
        const image = await fetchImage(youtubeThumbnailUrl(videoId, quality, origin));
        if (image) {
          mkdirSync(cacheDir, { recursive: true });
          writeFileSync(cached, image);
          return image;
        }
      }
      return undefined;
    },
  };
}

/**
 * The thumbnails a build on this machine gets: from YouTube's image host, or the stand-in
 * YOUTUBE_THUMBNAIL_ORIGIN names (only tests set it), through the build's cache, so the launch
 * check and the stills step ask for each at most once between them.
 */
export function buildThumbnails(log?: (line: string) => void): ThumbnailSource {
  return platformThumbnails({
    origin: process.env.YOUTUBE_THUMBNAIL_ORIGIN || THUMBNAIL_ORIGIN,
    cacheDir: path.join(STILLS_CACHE_DIR, "thumbnails"),
    log,
  });
}
