/** What a hero needs of a film to play it: a clip, and a still to show until it plays. */
type Playable = { mp4: string; poster: string };

/**
 * The first of `films` that names both a clip and a poster, or null when none does: a page's own
 * film first, then the films it falls back to. A film with either file left "" is not there yet.
 */
export function firstPlayable<Film extends Playable>(...films: (Film | undefined)[]): Film | null {
  return films.find((film) => film !== undefined && film.mp4 !== "" && film.poster !== "") ?? null;
}
