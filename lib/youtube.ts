/**
 * YouTube addresses (docs/product.md §7). The player comes from the privacy-enhanced
 * youtube-nocookie.com domain: on the cards and in the dialog only when a visitor presses play,
 * on a film's own page in the page itself (unless the owner keeps the still there too). Stills
 * never come from YouTube in the browser: the build copies each film's thumbnail into the export
 * (scripts/film-stills.ts), which is where the thumbnail addresses below are used.
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The player's origin: the frame the CSP allows, and the only sender its messages are read from. */
export const PLAYER_ORIGIN = "https://www.youtube-nocookie.com";

/** True for an 11-character YouTube video id; false for markers such as "linkedin" or "twitter". */
export function isYouTubeId(value: string | null | undefined): value is string {
  return typeof value === "string" && VIDEO_ID.test(value);
}

/** The cookie-free embed address for a video, as structured data and the sitemap name it. */
export function youtubeEmbedUrl(videoId: string): string {
  return `${PLAYER_ORIGIN}/embed/${encodeURIComponent(videoId)}`;
}

/**
 * The address the site's player frame loads: autoplaying (the visitor has just pressed play), and
 * with the player's message channel on (`enablejsapi`), so the page can tell a player that
 * answers from a frame that was blocked (components/video/youtube-frame.tsx). `pageOrigin` is the
 * site's own, which the player addresses its messages to.
 */
export function youtubePlayerUrl(videoId: string, pageOrigin: string): string {
  return `${youtubeEmbedUrl(videoId)}?autoplay=1&enablejsapi=1&origin=${encodeURIComponent(pageOrigin)}`;
}

/**
 * The address of the player a film's own page carries in its HTML: not autoplaying (the visitor
 * has pressed nothing), with the message channel on so the page can tell a player that answers
 * from a blocked frame. Without `origin`: the HTML is written before the page's address is known
 * (a preview, a staging host and the live site share it), and the player answers whichever page
 * says it is listening.
 */
export function youtubeInPageUrl(videoId: string): string {
  return `${youtubeEmbedUrl(videoId)}?enablejsapi=1`;
}

/**
 * True for a player message saying the film is playing (state 1), as YouTube's player sends it on
 * its message channel: `{"event":"onStateChange","info":1}` or an `infoDelivery` with
 * `playerState: 1`. Anything else, or anything unreadable, is false.
 */
export function isPlayingMessage(data: unknown): boolean {
  let message: unknown = data;
  if (typeof data === "string") {
    try {
      message = JSON.parse(data);
    } catch {
      return false;
    }
  }
  if (!message || typeof message !== "object") return false;
  const { event, info } = message as { event?: unknown; info?: unknown };
  if (event === "onStateChange") return info === 1;
  if (event === "infoDelivery" && info && typeof info === "object")
    return (info as { playerState?: unknown }).playerState === 1;
  return false;
}

/** The film on YouTube itself, for "Watch on YouTube". */
export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

export type ThumbnailQuality = "maxresdefault" | "hqdefault";

/** Thumbnail qualities to try, best first: maxres is missing for many videos, hqdefault always exists. */
export const THUMBNAIL_QUALITIES: readonly ThumbnailQuality[] = ["maxresdefault", "hqdefault"];

/** The platform's image host; the build's stills step can be pointed at a stand-in (tests do). */
export const THUMBNAIL_ORIGIN = "https://i.ytimg.com";

export function youtubeThumbnailUrl(
  videoId: string,
  quality: ThumbnailQuality = "maxresdefault",
  origin: string = THUMBNAIL_ORIGIN,
): string {
  return `${origin.replace(/\/+$/, "")}/vi/${encodeURIComponent(videoId)}/${quality}.jpg`;
}

/**
 * A missing YouTube thumbnail is not a 404: the CDN answers with a grey 120×90 placeholder. Anything
 * that small (or an image that decoded to nothing) counts as missing.
 */
export function isPlaceholderThumbnail(naturalWidth: number, naturalHeight: number): boolean {
  return naturalWidth === 0 || (naturalWidth <= 120 && naturalHeight <= 90);
}
