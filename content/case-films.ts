import { filmFor, type Film } from "./films";
import type { VideoKey } from "./owner-types";

/*
 * The films a page leads with as case studies (docs/product.md §2: the home page's featured case,
 * the solutions pages' opening films): a film, its client, a result figure and the client's words.
 * Each page names its candidates in order; a build shows those with a page of their own, the ones
 * whose owner gave both a result and a quote first, so a launch leads with its strongest proof and
 * a template (which has no case studies yet) still leads with its films.
 */

/** True when the owner gave the film everything a case needs on a list page: a result and a quote. */
export function isFullCase(film: Film): boolean {
  return Boolean(film.result && film.quote);
}

/**
 * Up to `count` of `keys` that have a page in this build, each film once, full cases first, each
 * group in the page's order.
 */
export function caseFilms(keys: readonly VideoKey[], count: number): Film[] {
  const shown = keys.flatMap((key) => filmFor(key) ?? []);
  const unique = shown.filter((film, index) => shown.indexOf(film) === index);
  return [...unique.filter(isFullCase), ...unique.filter((film) => !isFullCase(film))].slice(0, count);
}

/** The words around a case film, wherever one shows. */
export const caseFilmCopy = {
  /** Above a case film's title when its client is not named. */
  eyebrow: "Case study",
  /** Above the client's name. */
  clientLabel: "Client",
  /** Names the result figure for a screen reader and on the page. */
  resultLabel: "Result",
  /** The link to the film's own page. */
  readCaseLabel: "Read the case study",
} as const;
