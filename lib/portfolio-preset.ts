/*
 * A preset portfolio link (`/portfolio/?filter=events`) right from the first paint, the way the
 * country is applied: a small inline script (components/head-scripts/portfolio-preset.ts), parsed
 * before the gallery, marks <html> with the filter, and the inline CSS generated here from the
 * items hides the others and shows the chosen buttons as selected. The filter bar
 * (components/portfolio/portfolio-filter.tsx) keeps the same marks as its state once it hydrates,
 * and sets them on each press, so the cards stay server HTML and nothing moves. With JavaScript
 * off the script never runs and every item shows, "All" selected, as pre-rendered.
 */

/** On <html>: the category ids of the filter shown, space-separated (for `~=` selectors). */
export const PRESET_ATTRIBUTE = "data-portfolio-preset";
/** On <html>: the filter shown matches no item, so the empty state shows in place of the grid. */
export const PRESET_EMPTY_ATTRIBUTE = "data-portfolio-preset-empty";
/** On <html>: the address named no category the gallery offers, so all the work shows, with a note. */
export const PRESET_UNMATCHED_ATTRIBUTE = "data-portfolio-preset-unmatched";

/**
 * The CSS for a preset filter. An item (marked `data-portfolio-categories`) is hidden when the
 * preset names none of its categories: one rule per distinct set of categories, so no rule needs
 * to know how an item is displayed. The filter buttons (`data-filter`, count `data-count`) copy
 * the selected and unselected looks of portfolio-filter.tsx from the theme's colours; the
 * end-to-end test compares them with the hydrated buttons, so the two cannot drift apart.
 */
export function portfolioPresetCss(
  items: readonly { categories: readonly string[] }[],
  categoryIds: readonly string[],
) {
  const preset = `html[${PRESET_ATTRIBUTE}]`;
  const presetHas = (id: string) => `html[${PRESET_ATTRIBUTE}~="${id}"]`;
  const sets = [...new Set(items.map((item) => item.categories.join(" ")))];
  const hideRules = sets.map((set) => {
    const none = set
      .split(" ")
      .map((id) => `:not([${PRESET_ATTRIBUTE}~="${id}"])`)
      .join("");
    return `html[${PRESET_ATTRIBUTE}]${none} [data-portfolio-categories="${set}"]{display:none}`;
  });
  const selected = categoryIds.map((id) => `${presetHas(id)} [data-filter="${id}"]`);
  const selectedCounts = selected.map((selector) => `${selector} [data-count]`);
  return [
    ...hideRules,
    `html[${PRESET_EMPTY_ATTRIBUTE}] [data-portfolio-grid]{display:none}`,
    `html[${PRESET_EMPTY_ATTRIBUTE}] [data-portfolio-empty]{display:block}`,
    `html[${PRESET_UNMATCHED_ATTRIBUTE}] [data-portfolio-unmatched]{display:block}`,
    `${preset} [data-filter="all"]{border-color:var(--color-line);background-color:var(--color-white);color:var(--color-ink-900)}`,
    `${preset} [data-filter="all"] [data-count]{background-color:var(--color-cool-50);color:var(--color-cool-800)}`,
    `${selected.join(",")}{border-color:var(--color-ink-900);background-color:var(--color-ink-900);color:var(--color-white)}`,
    `${selectedCounts.join(",")}{background-color:color-mix(in oklab,var(--color-white) 15%,transparent);color:var(--color-white)}`,
  ].join("\n");
}
