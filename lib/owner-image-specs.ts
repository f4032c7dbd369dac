/*
 * How the layout shows each kind of owner image: its crop, the widths the build resizes it to
 * (the largest covers the layout's widest box on a 2× screen) and the `sizes` hint that lets the
 * browser pick one. The image step (scripts/resize-owner-images.ts), the components and the launch
 * check all read these, so the crop the guide asks for is the crop the build makes.
 */

export type OwnerImageKind =
  "portrait" | "avatar" | "clientLogo" | "eventPhoto" | "postArtwork" | "videoPoster" | "showreelPoster";

type OwnerImageSpec = {
  /** Width over height of the box the layout shows the image in. */
  aspect: number;
  /**
   * "cover" (the default) crops the image to the box from the centre; "contain" keeps all of it,
   * scaled to fit inside the box (a logo, whose shape is the client's own).
   */
  fit?: "cover" | "contain";
  /** The widths written, smallest first. */
  widths: readonly number[];
  /** Below this width the largest size would be upscaled (the launch check warns). */
  minWidth: number;
  /** What to supply, as the owner guide and the launch check say it. */
  supply: string;
};

export const OWNER_IMAGE_SPECS: Record<OwnerImageKind, OwnerImageSpec> = {
  // Home #about: a 5:6 box, at most 448 px wide (the column's max-w-md).
  portrait: { aspect: 5 / 6, widths: [448, 672, 896], minWidth: 896, supply: "1000 × 1200 px, 5:6" },
  // Faces beside a name: a client beside their quote or a film's (64 px), the founder on the booking pages
  // (80 px) and in the closing call to action (80 px on a phone, 224 px from 1024 px).
  avatar: { aspect: 1, widths: [112, 224, 448], minWidth: 448, supply: "600 × 600 px, square" },
  // The logo strip: each logo fitted inside a 176 × 48 box, kept whole.
  clientLogo: {
    aspect: 176 / 48,
    fit: "contain",
    widths: [176, 352, 528],
    minWidth: 528,
    supply: "an SVG, or a PNG 528 px wide or more",
  },
  // /vendor-solutions/: 3:2 tiles of 2 to 4 columns, and the viewer up to 1152 px wide.
  eventPhoto: { aspect: 3 / 2, widths: [480, 960, 1600], minWidth: 1600, supply: "1800 × 1200 px, 3:2" },
  // The home carousel's square cards and the post's dialog.
  postArtwork: { aspect: 1, widths: [360, 720, 1080], minWidth: 1080, supply: "1080 × 1080 px, square" },
  // Video cards: 16:9, a full phone column, a third of a desktop row, or half of a sales page's
  // panel (about 560 px).
  videoPoster: { aspect: 16 / 9, widths: [480, 800, 1280], minWidth: 1280, supply: "1280 × 720 px, 16:9" },
  // A film hero's poster: the full width of the screen, a phone's band (720 px on a 2× phone) up
  // to the whole first screen of a wide desktop. The portfolio's hero shows the showreel's at 44%.
  showreelPoster: {
    aspect: 16 / 9,
    widths: [480, 720, 1080, 1440, 1920],
    minWidth: 1920,
    supply: "1920 × 1080 px, 16:9",
  },
};

/** An image as an <img> takes it: the resized files when the build made them, else the file as is. */
export type ImageSources = { src: string; srcSet?: string; width: number; height: number };

/** One resized image in the build's manifest, keyed by the owner's address for it. */
export type ResizedImage = { width: number; height: number; files: { src: string; width: number }[] };

/** The public folder's sub-folder the build writes resized images into (git-ignored). */
export const RESIZED_FOLDER = "owner-images";

/** The manifest of resized images, relative to the project (git-ignored, read at build time). */
export const RESIZED_MANIFEST = ".generated/owner-images.json";

/**
 * Where the manifest keeps a second crop of an image listed under another kind (the founder's
 * portrait, cropped square for the booking pages and the calls to action): "<src>#<kind>".
 */
export function cropKey(src: string, kind: OwnerImageKind): string {
  return `${src}#${kind}`;
}

/** Raster photos the build resizes; vector artwork (SVG) is served as it is. */
export function isResizable(src: string): boolean {
  return /\.(jpe?g|png|webp|avif|tiff?|heic|heif)$/i.test(src);
}
