import type { Film } from "@/content/films";
import type { FilmStill } from "./film-still";
import type { VideoSelection } from "./video-player";

/**
 * What a card's play control hands the shared player: the film's id and title as the card shows
 * them, its page (linked from the dialog) and its still (shown should the player not answer).
 */
export function filmSelection(
  video: { videoId: string; title: string },
  film: Pick<Film, "path"> | undefined,
  still: FilmStill | undefined,
): VideoSelection {
  return {
    videoId: video.videoId,
    title: video.title,
    pagePath: film?.path,
    still: still && { src: still.src, srcSet: still.srcSet },
  };
}
