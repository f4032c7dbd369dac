/**
 * Every page of the site, as the canonical path the static export serves (`trailingSlash: true`
 * makes each one `out/<route>/index.html`). The nav, footer, sitemap, 404 canonicaliser and tests
 * all read this one list.
 */
export const ROUTES = {
  home: "/",
  portfolio: "/portfolio/",
  contact: "/contact/",
  mspSolutions: "/msp-solutions/",
  vendorSolutions: "/vendor-solutions/",
  pricing: "/pricing/",
  mspPricing: "/msp-pricing/",
  vendorPricing: "/vendor-pricing/",
  podcast: "/podcast/",
  masterPricing: "/master-pricing/",
  meeting15: "/15-minute-meeting/",
  meeting30: "/30-minute-meeting/",
  meeting60: "/60-minute-meeting/",
  bookAudit: "/book-audit/",
  privacy: "/privacy/",
  terms: "/terms/",
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteName];

export const ROUTE_PATHS: readonly RoutePath[] = Object.values(ROUTES);

/**
 * The folder each film's own page lives in: `/work/<slug>/` (the slug comes from the film's title,
 * lib/film-slug.ts). The films a build makes pages for are content (content/films.ts); the site's
 * full list of pages is `SITE_PATHS` in content/site-paths.ts.
 */
const WATCH_FOLDER = "/work/";

/** A film's page: `/work/patch-tuesday-the-musical/`. */
export function watchPath(slug: string): string {
  return `${WATCH_FOLDER}${slug}/`;
}

/** A link to an anchor on the home page, e.g. `/#contact`, usable from any page. */
export function homeAnchor(id: string): string {
  return `${ROUTES.home}#${id}`;
}
