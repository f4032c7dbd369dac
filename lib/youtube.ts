/**
 * YouTube addresses (docs/architecture.md). The player comes from the privacy-enhanced youtube-nocookie.com
 * domain and is only built when a visitor presses play; thumbnails come from i.ytimg.com.
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** True for an 11-character YouTube video id; false for markers such as "linkedin" or "twitter". */
export function isYouTubeId(value: string | null | undefined): value is string {
  return typeof value === "string" && VIDEO_ID.test(value);
}

/** The autoplaying, cookie-free embed address for a video. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

export type ThumbnailQuality = "maxresdefault" | "hqdefault";

/** Thumbnail qualities to try, best first: maxres is missing for many videos, hqdefault always exists. */
export const THUMBNAIL_QUALITIES: readonly ThumbnailQuality[] = ["maxresdefault", "hqdefault"];

export function youtubeThumbnailUrl(videoId: string, quality: ThumbnailQuality = "maxresdefault"): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/${quality}.jpg`;
}

/**
 * A missing YouTube thumbnail is not a 404: the CDN answers with a grey 120×90 placeholder. Anything
 * that small (or an image that decoded to nothing) counts as missing.
 */
export function isPlaceholderThumbnail(naturalWidth: number, naturalHeight: number): boolean {
  return naturalWidth === 0 || (naturalWidth <= 120 && naturalHeight <= 90);
}
