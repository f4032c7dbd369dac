/*
 * The portfolio's categories, apart from the portfolio's list so that what reads them without the
 * owner's file (the catalogue's words, the build's title cards) need not load it.
 */

/** The portfolio's categories, in filter-button order. The category union is derived from this list. */
export const PORTFOLIO_CATEGORIES = [
  { id: "explainer", label: "Explainers" },
  { id: "screencast", label: "Screencasts" },
  { id: "creative", label: "Creative" },
  { id: "events", label: "Events" },
  { id: "interviews", label: "Interviews" },
  { id: "testimonial", label: "Testimonials" },
  { id: "social", label: "Social" },
] as const;

export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number]["id"];

export const PORTFOLIO_CATEGORY_IDS: readonly PortfolioCategory[] = PORTFOLIO_CATEGORIES.map(
  (category) => category.id,
);

/** A category's name as the filter shows it ("Testimonials"); an unknown id reads as itself. */
export function categoryLabel(id: string): string {
  return PORTFOLIO_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}
