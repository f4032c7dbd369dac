import { owner } from "@/content/owner";
import { VIDEO_KEYS, type OwnerVideo, type VideoKey } from "./owner-types";
import { FILM_WORDS, type FilmWords } from "./film-words";
import { uniqueSlugs } from "@/lib/film-slug";
import { watchPath } from "@/lib/routes";
import { isFinishedVideo, shownItems } from "@/lib/unfinished-work";
import { isYouTubeId } from "@/lib/youtube";

/*
 * Every film the site shows, each with a page of its own (`/work/<slug>/`, docs/product.md §2,
 * "Watch pages"): the studio's words about it (content/film-words.ts) joined with the owner's facts
 * (content/owner.ts `videos`). A launch makes pages only for films with a YouTube id; a preview
 * makes one for every film, showing those still to come as "Coming soon", so every card in either
 * export links to a page that exists.
 */

export type Film = FilmWords & {
  /** The film's name in the owner's `videos` (and `videoPosters`). */
  key: VideoKey;
  /** The YouTube id, "" while the owner has not supplied it. */
  videoId: string;
  slug: string;
  /** The film's page, `/work/<slug>/`. */
  path: string;
  /** The owner's facts, as written (lib/video-facts.ts reads them). */
  uploadDate: string;
  duration?: string;
  summary?: readonly string[];
  transcript?: readonly string[];
} & CaseStudy;

/** The owner's case study of a film (content/owner-types.ts), each part only where given. */
export type CaseStudy = Pick<OwnerVideo, "client" | "brief" | "approach" | "result" | "quote" | "credits">;

/** The case-study parts of a film's owner facts, leaving out the empty ones. */
function caseStudyOf(facts: OwnerVideo): CaseStudy {
  const client = facts.client?.trim();
  return {
    ...(client && { client }),
    ...(facts.brief?.length && { brief: facts.brief }),
    ...(facts.approach?.length && { approach: facts.approach }),
    ...(facts.result && { result: facts.result }),
    ...(facts.quote && { quote: facts.quote }),
    ...(facts.credits?.length && { credits: facts.credits }),
  };
}

const slugs = uniqueSlugs(VIDEO_KEYS.map((key) => FILM_WORDS[key]));

const catalogue: Film[] = VIDEO_KEYS.map((key, index) => {
  const slug = slugs[index] ?? key;
  const facts = owner.videos[key];
  return {
    ...FILM_WORDS[key],
    key,
    videoId: facts.id.trim(),
    slug,
    path: watchPath(slug),
    uploadDate: facts.uploadDate.trim(),
    ...(facts.duration && { duration: facts.duration }),
    ...(facts.summary?.length && { summary: facts.summary }),
    ...(facts.transcript?.length && { transcript: facts.transcript }),
    ...caseStudyOf(facts),
  };
});

/** Whom the film was made for: the owner's client, else the client the catalogue names, else none. */
export function filmClient(film: Pick<Film, "client" | "credit">): string | undefined {
  return film.client ?? (film.credit?.kind === "client" ? film.credit.name : undefined);
}

/**
 * The film whose page stands for each key: itself, or the first film with the same YouTube id (an
 * owner may show one video in two places; it still has one page).
 */
const pageFilmOf = new Map<VideoKey, Film>();
for (const film of catalogue) {
  const first = isYouTubeId(film.videoId)
    ? catalogue.find((other) => other.videoId === film.videoId)
    : undefined;
  pageFilmOf.set(film.key, first ?? film);
}

/** Every film with a page in this build, in catalogue order, each once. */
export const films: readonly Film[] = shownItems(
  catalogue.filter((film) => pageFilmOf.get(film.key) === film),
  isFinishedVideo,
);

const shownKeys = new Set(films.map((film) => film.key));

/** The film a card of `key` shows and links to, or undefined when this build has no page for it. */
export function filmFor(key: VideoKey): Film | undefined {
  const film = pageFilmOf.get(key);
  return film && shownKeys.has(film.key) ? film : undefined;
}

/**
 * The slug the films' route is given when a build shows no film at all (a launch before any
 * video id is in): a static export refuses a dynamic route whose generateStaticParams returns
 * nothing, so the route then makes this one page, which is the not-found page. Nothing links to
 * it and the sitemap does not list it.
 */
const NO_FILMS_SLUG = "no-films-yet";

/** The films' route parameters: one per film, or the stand-in above when there is none. */
export function watchPageParams(): { slug: string }[] {
  return films.length > 0 ? films.map((film) => ({ slug: film.slug })) : [{ slug: NO_FILMS_SLUG }];
}

/** A film found by its page's slug (the watch page's route parameter). */
export function filmBySlug(slug: string): Film | undefined {
  return films.find((film) => film.slug === slug);
}

/**
 * Up to `count` other films to watch next: those sharing a category first (most shared first),
 * then those for the same audience, then the rest, each group in catalogue order.
 */
export function relatedFilms(film: Film, count = 3): Film[] {
  const shared = (other: Film) => other.categories.filter((id) => film.categories.includes(id)).length;
  return films
    .filter((other) => other !== film)
    .map((other, order) => ({ other, order, shared: shared(other), same: other.audience === film.audience }))
    .sort((a, b) => b.shared - a.shared || Number(b.same) - Number(a.same) || a.order - b.order)
    .slice(0, count)
    .map(({ other }) => other);
}

/** A video as a card shows it (docs/product.md §3, "Video item"): the film's words and id, by its key. */
export type VideoItem = {
  /** The card's own id (a list's React key). */
  id: string;
  film: VideoKey;
  videoId: string;
  title: string;
  description: string;
};

/** The card for the film `key`; `id` defaults to the key. */
export function filmItem(key: VideoKey, id: string = key): VideoItem {
  const { title, description } = FILM_WORDS[key];
  return { id, film: key, videoId: owner.videos[key].id.trim(), title, description };
}
