/*
 * Each film's still, as the build makes it (scripts/film-stills.ts) and the pages read it
 * (components/video/film-still.ts): 16:9 WebP at the widths a card, the dialog and the film's page
 * draw it at, named by their bytes, in public/film-stills/, listed in a manifest beside the owner
 * images' one. Both are git-ignored build outputs.
 */

/**
 * Where a film's still came from: the owner's own frame, YouTube's thumbnail, or "artwork": the
 * film's title card, drawn by the build (lib/title-card.ts).
 */
export type StillSource = "owner" | "platform" | "artwork";

/** One film's still in the manifest, by the film's name in the owner's `videos`. */
export type FilmStillEntry = {
  source: StillSource;
  width: number;
  height: number;
  /** The WebP files, smallest first, as addresses on the site. */
  files: { src: string; width: number }[];
  /**
   * The share card's background, 1200 × 630 JPEG, as a path in the project (the card renderer
   * reads it at build time; it is not part of the export).
   */
  shareImage: string;
};

export type FilmStillsManifest = Record<string, FilmStillEntry>;

/** The public folder's sub-folder the stills are written to. */
export const STILLS_FOLDER = "film-stills";

/** The manifest, relative to the project. */
export const STILLS_MANIFEST = ".generated/film-stills.json";

/** The share cards' backgrounds, relative to the project. */
export const SHARE_IMAGES_FOLDER = ".generated/film-share-images";

/** The share card is 1200 × 630; its background fills it. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The widths written: a card is at most about 400 px wide (800 on a 2× screen), the dialog and
 * the film's page up to about 1000 px; YouTube's largest thumbnail is 1280 wide.
 */
export const STILL_WIDTHS = [480, 800, 1280] as const;

export const STILL_ASPECT = 16 / 9;

/**
 * The `sizes` hint for a still on a card: a full column on a phone, half a row on a tablet and a
 * third (or a quarter, on the portfolio) on a desktop.
 */
export const CARD_STILL_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";
