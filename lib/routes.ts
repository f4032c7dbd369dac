/** The portfolio, named apart so that sectionPageOf (which a head script runs) needs no more of the table. */
const PORTFOLIO_PATH = "/portfolio/";

/**
 * Every page of the site, as the canonical path the static export serves (`trailingSlash: true`
 * makes each one `out/<route>/index.html`). The nav, footer, sitemap, 404 canonicaliser and tests
 * all read this one list.
 */
export const ROUTES = {
  home: "/",
  portfolio: PORTFOLIO_PATH,
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

// Pure: a bundle that never reads the list (the head scripts) leaves it, and the table, out.
export const ROUTE_PATHS: readonly RoutePath[] = /* @__PURE__ */ Object.values(ROUTES);

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

/**
 * The page of the navigation a page sits under when it has no link of its own there: every film's
 * page is the portfolio's. Undefined for any other page.
 */
export function sectionPageOf(pathname: string): RoutePath | undefined {
  return pathname.startsWith(WATCH_FOLDER) ? PORTFOLIO_PATH : undefined;
}

/** A link to an anchor on the home page, e.g. `/#contact`, usable from any page. */
export function homeAnchor(id: string): string {
  return `${ROUTES.home}#${id}`;
}
