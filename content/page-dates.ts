import { owner } from "@/content/owner";
import { VIDEO_PLACEMENTS } from "@/lib/owner-placements";
import { ROUTES, type RouteName, type RoutePath } from "@/lib/routes";
import { isUploadDate } from "@/lib/video-facts";
import { filmFor, type Film } from "./films";
import type { VideoKey } from "./owner-types";

/*
 * The day each page's content last changed, year-month-day: the sitemap's <lastmod>
 * (app/sitemap.xml/route.ts), which tells search engines which pages to read again. It is never
 * the day of the build, which would tell them every page changed on every build, so they would
 * learn to ignore it (docs/architecture.md, "Sitemap").
 *
 * - A page of the site: the day its words last changed in the template (below), or the newest
 *   upload day of the films it shows, whichever is later, so adding a film dates the pages that
 *   show it.
 * - The privacy notice and the terms: the owner's `legal.updated`, the day the pages themselves
 *   say they last changed.
 * - A film's own page: the day the film was published (`uploadDate`); a film still to come (a
 *   preview's "Coming soon" page) the day the film pages' words last changed (`work`).
 *
 * Whoever changes what a page says (its words, figures or layout of content) writes that day here.
 */
const TEMPLATE_CONTENT_DATES: Record<Exclude<RouteName, "privacy" | "terms"> | "work", string> = {
  home: "2026-12-05",
  portfolio: "2026-12-05",
  contact: "2026-12-05",
  mspSolutions: "2026-12-05",
  vendorSolutions: "2026-12-05",
  pricing: "2026-12-05",
  mspPricing: "2026-12-05",
  vendorPricing: "2026-12-05",
  podcast: "2026-11-27",
  masterPricing: "2026-11-26",
  meeting15: "2026-11-27",
  meeting30: "2026-11-27",
  meeting60: "2026-11-27",
  bookAudit: "2026-11-27",
  work: "2026-12-05",
};

/** The later of two year-month-day dates (they sort as text). */
const later = (a: string, b: string) => (b > a ? b : a);

/** The newest upload day among the films this build shows on a route. */
function newestFilmOn(path: RoutePath): string | undefined {
  return Object.entries(VIDEO_PLACEMENTS)
    .filter(([, placements]) => placements.some((card) => card.page === path))
    .map(([key]) => filmFor(key as VideoKey)?.uploadDate)
    .filter(isUploadDate)
    .sort()
    .at(-1);
}

/** The day a route's content last changed (see above). */
export function routeContentDate(name: RouteName): string {
  if (name === "privacy" || name === "terms") return owner.legal.updated;
  const own = TEMPLATE_CONTENT_DATES[name];
  const film = newestFilmOn(ROUTES[name]);
  return film ? later(own, film) : own;
}

/** The day a film's page last changed: the film's upload day, or the film pages' own date before it has one. */
export function filmPageContentDate(film: Film): string {
  return isUploadDate(film.uploadDate) ? film.uploadDate : TEMPLATE_CONTENT_DATES.work;
}
