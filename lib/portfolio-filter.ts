import { ROUTES } from "./routes";
import { isYouTubeId } from "./youtube";

/**
 * The portfolio's category filter (docs/product.md §2 and §4). A filter is the list of category ids a visitor
 * asked for; the empty list means "all".
 */
export type PortfolioFilter = readonly string[];

export const ALL_FILTER: PortfolioFilter = [];

/** The URL value that means every category. */
export const ALL_KEY = "all";

type Categorised = { readonly categories: readonly string[] };

/**
 * The words of a `?filter=` value: comma-separated, case-insensitive, whitespace and duplicates
 * ignored. Missing, empty or containing "all" means all. `presetFromParam` reads them against the
 * categories.
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

/** A word as a category is named by it, whatever its number: `testimonials` and `testimonial`, `event` and `events`. */
function singular(word: string): string {
  return word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word;
}

/** What a `?filter=` link asks of the gallery: the categories it names, and whether it named none. */
export type FilterPreset = {
  filter: PortfolioFilter;
  /** The link asked for something, but no word of it names a category: all the work shows, with a note. */
  unmatched: boolean;
};

/**
 * Reads a `?filter=` link forgivingly (parseFilterParam's words), against the categories the
 * gallery offers: a word names a category in the singular or the plural, in any letter case
 * (`testimonials`, `Events`), and a word that names none is left out. A link that names none at
 * all shows all the work with a note, never an empty gallery. The pre-paint head script
 * (components/head-scripts/portfolio-preset.ts) and the filter bar both read it so, so they agree.
 */
export function presetFromParam(
  raw: string | null | undefined,
  categoryIds: readonly string[],
): FilterPreset {
  const asked = parseFilterParam(raw);
  const named = asked.flatMap((word) => categoryIds.filter((id) => singular(id) === singular(word)));
  const filter = [...new Set(named)];
  return { filter, unmatched: asked.length > 0 && filter.length === 0 };
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
