import { ROUTES } from "./routes";
import { isYouTubeId } from "./youtube";

/**
 * The portfolio's category filter (docs/product.md §2 and §4). A filter is the list of category ids a visitor
 * asked for; the empty list means "all". Unknown ids are kept on purpose: `?filter=podcasts` must
 * show the empty state rather than silently falling back to everything.
 */
export type PortfolioFilter = readonly string[];

export const ALL_FILTER: PortfolioFilter = [];

/** The URL value that means every category. */
export const ALL_KEY = "all";

type Categorised = { readonly categories: readonly string[] };

/**
 * Reads a `?filter=` value: comma-separated, case-insensitive, whitespace and duplicates ignored.
 * Missing, empty or containing "all" means all. The portfolio's pre-paint head script
 * (components/head-scripts/portfolio-preset.ts) runs it too, so the two always agree.
 */
export function parseFilterParam(raw: string | null | undefined): PortfolioFilter {
  if (!raw) return [];
  const ids = raw
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.length > 0);
  if (ids.length === 0 || ids.includes("all")) return [];
  return [...new Set(ids)];
}

export function isAllFilter(filter: PortfolioFilter): boolean {
  return filter.length === 0;
}

/** An item matches when it carries any of the filter's categories (or the filter is all). */
export function matchesFilter(item: Categorised, filter: PortfolioFilter): boolean {
  return isAllFilter(filter) || item.categories.some((category) => filter.includes(category));
}

export function filterItems<T extends Categorised>(items: readonly T[], filter: PortfolioFilter): T[] {
  return items.filter((item) => matchesFilter(item, filter));
}

/** How many items each filter button would show: "all" plus one entry per category. */
export function countByCategory<C extends string>(
  items: readonly { readonly categories: readonly string[] }[],
  categories: readonly C[],
): Record<C | typeof ALL_KEY, number> {
  const counts = { [ALL_KEY]: items.length } as Record<C | typeof ALL_KEY, number>;
  for (const category of categories) {
    counts[category] = items.filter((item) => item.categories.includes(category)).length;
  }
  return counts;
}

/**
 * The categories that at least one item carries. A launch leaves out the work the owner has not
 * supplied (lib/unfinished-work.ts), which can leave a category with nothing: its filter button,
 * and any link preset to it, would open an empty gallery, so they name only these.
 */
export function categoriesWithWork<C extends string>(
  categories: readonly C[],
  items: readonly Categorised[],
): C[] {
  return categories.filter((category) => items.some((item) => item.categories.includes(category)));
}

/** The portfolio address with a preset filter, e.g. `/portfolio/?filter=explainer,creative`. */
export function portfolioFilterHref(categories: readonly string[]): string {
  if (categories.length === 0) return ROUTES.portfolio;
  return `${ROUTES.portfolio}?filter=${categories.map(encodeURIComponent).join(",")}`;
}

/**
 * What pressing a portfolio item does: play it, show its image full screen, or nothing at all
 * ("coming-soon": a video whose id the owner has not supplied yet, shown without a play control).
 */
export type PortfolioAction = "video" | "coming-soon" | "image" | "none";

export function portfolioItemAction(item: {
  readonly videoId: string;
  readonly thumbnail?: string;
  readonly type?: string;
}): PortfolioAction {
  if (isYouTubeId(item.videoId)) return "video";
  // Social posts carry the network they live on ("linkedin" or "twitter") instead of a video id.
  if (!item.type) return "coming-soon";
  return item.thumbnail ? "image" : "none";
}
