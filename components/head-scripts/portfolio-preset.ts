import { presetFromParam } from "@/lib/portfolio-filter";
import { PRESET_ATTRIBUTE, PRESET_UNMATCHED_ATTRIBUTE } from "@/lib/portfolio-preset";

/*
 * A preset portfolio link (`/portfolio/?filter=events`) shows its filter from the first paint.
 * This runs inline before the gallery is parsed and marks <html> with the categories the address
 * names, read forgivingly (singular or plural, any letter case: lib/portfolio-filter.ts); CSS
 * generated from the items (lib/portfolio-preset.ts) hides the others and shows the chosen buttons
 * as selected. An address that names no category the gallery offers shows all the work with a
 * note (the unmatched mark). Left to React, every item would paint and then vanish. Nothing moves
 * when the filter bar hydrates: it keeps the same marks as the filter's state
 * (components/portfolio/portfolio-filter.tsx). With JavaScript off the script never runs and
 * every item shows, "All" selected, as pre-rendered.
 */

export type PortfolioPresetConfig = {
  /** The categories the gallery offers (those with work); an address naming none of them shows all, with a note. */
  categoryIds: readonly string[];
};

type PortfolioPresetWindow = Pick<Window, "document" | "location">;

export function presetPortfolioFilter(
  config: PortfolioPresetConfig,
  win: PortfolioPresetWindow = window,
): void {
  try {
    const raw = new URLSearchParams(win.location.search).get("filter");
    const { filter, unmatched } = presetFromParam(raw, config.categoryIds);
    const root = win.document.documentElement;
    if (filter.length > 0) root.setAttribute(PRESET_ATTRIBUTE, filter.join(" "));
    if (unmatched) root.setAttribute(PRESET_UNMATCHED_ATTRIBUTE, "");
  } catch {
    // Whatever fails here, the gallery still renders every item and React applies the filter.
  }
}
