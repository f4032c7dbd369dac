import { parseFilterParam } from "@/lib/portfolio-filter";
import { PRESET_ATTRIBUTE, PRESET_EMPTY_ATTRIBUTE } from "@/lib/portfolio-preset";

/*
 * A preset portfolio link (`/portfolio/?filter=events`) shows its filter from the first paint.
 * This runs inline before the gallery is parsed and marks <html> with the known category ids the
 * address asks for; CSS generated from the items (lib/portfolio-preset.ts) hides the others and
 * shows the chosen buttons as selected. Left to React, every item would paint and then vanish.
 * Nothing moves when the filter bar hydrates: it keeps the same marks as the filter's state
 * (components/portfolio/portfolio-filter.tsx). With
 * JavaScript off the script never runs and every item shows, "All" selected, as pre-rendered.
 */

export type PortfolioPresetConfig = {
  /** Every category id; an address naming none of them shows the empty state. */
  categoryIds: readonly string[];
};

type PortfolioPresetWindow = Pick<Window, "document" | "location">;

export function presetPortfolioFilter(
  config: PortfolioPresetConfig,
  win: PortfolioPresetWindow = window,
): void {
  try {
    const asked = parseFilterParam(new URLSearchParams(win.location.search).get("filter"));
    if (asked.length === 0) return;
    const known = asked.filter((id) => config.categoryIds.includes(id));
    const root = win.document.documentElement;
    root.setAttribute(PRESET_ATTRIBUTE, known.join(" "));
    if (known.length === 0) root.setAttribute(PRESET_EMPTY_ATTRIBUTE, "");
  } catch {
    // Whatever fails here, the gallery still renders every item and React applies the filter.
  }
}
