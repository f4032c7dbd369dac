import { IS_LAUNCH_EXPORT } from "./launch-export";
import { isYouTubeId } from "./youtube";

/*
 * A video without its id, or a post without its address, is work the owner has not supplied yet.
 * A preview shows it ("Coming soon", no link) so the owner sees what is missing; a launch leaves
 * it out, so no visitor meets an unfinished card, an empty grid cell or a count that includes it.
 */

/** A video card is finished once it has a YouTube id. */
export function isFinishedVideo(item: { videoId: string }): boolean {
  return isYouTubeId(item.videoId);
}

/** A card that links to a post is finished once it has the post's address (a text post has none to give). */
export function isFinishedPost(item: { url?: string }): boolean {
  return item.url === undefined || item.url.trim() !== "";
}

/** The items a page lists: all of them in a preview, only the finished ones in a launch. */
export function shownItems<T>(
  items: readonly T[],
  isFinished: (item: T) => boolean,
  launch: boolean = IS_LAUNCH_EXPORT,
): T[] {
  return launch ? items.filter(isFinished) : [...items];
}

/** Whether one item is shown: always in a preview, only when finished in a launch. */
export function isShown<T>(
  item: T,
  isFinished: (item: T) => boolean,
  launch: boolean = IS_LAUNCH_EXPORT,
): boolean {
  return !launch || isFinished(item);
}
