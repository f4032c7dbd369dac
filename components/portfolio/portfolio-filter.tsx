"use client";

import { useLayoutEffect, useState } from "react";
import { clsx } from "clsx";
import {
  ALL_FILTER,
  ALL_KEY,
  isAllFilter,
  matchesFilter,
  presetFromParam,
  type PortfolioFilter,
} from "@/lib/portfolio-filter";
import { PRESET_ATTRIBUTE, PRESET_EMPTY_ATTRIBUTE, PRESET_UNMATCHED_ATTRIBUTE } from "@/lib/portfolio-preset";
import { Button } from "@/components/ui/button";
import { useQueryParam } from "./use-query-param";

type PortfolioFilterCopy = {
  filterLabel: string;
  allLabel: string;
  emptyText: string;
  showAllLabel: string;
  unmatchedNote: string;
};

type PortfolioFilterProps = {
  categories: readonly { id: string; label: string }[];
  /** How many items each button shows: "all" and every category id (lib/portfolio-filter.ts). */
  counts: Record<string, number>;
  /** Each item's categories, in the grid's order, to know when a filter leaves nothing. */
  items: readonly { categories: readonly string[] }[];
  copy: PortfolioFilterCopy;
};

/** Shows `filter` in the server-rendered grid: the same marks the pre-paint preset sets. */
function applyFilter(filter: PortfolioFilter, empty: boolean, unmatched: boolean) {
  const root = document.documentElement;
  if (isAllFilter(filter)) root.removeAttribute(PRESET_ATTRIBUTE);
  else root.setAttribute(PRESET_ATTRIBUTE, filter.join(" "));
  root.toggleAttribute(PRESET_EMPTY_ATTRIBUTE, empty);
  root.toggleAttribute(PRESET_UNMATCHED_ATTRIBUTE, unmatched);
}

/**
 * The portfolio's filter buttons with their counts, and the empty state (docs/product.md §2 and
 * §4): the island of the gallery. The cards are server HTML; a filter hides the others through the
 * marks on <html> and the CSS generated from the items (lib/portfolio-preset.ts), the very marks
 * the preset head script sets before the first paint for `?filter=`, so nothing moves when this
 * island takes over. The address is read forgivingly (lib/portfolio-filter.ts `presetFromParam`):
 * one that names no category shows all the work with a note, until a press. A press changes the
 * filter without touching the address; arriving with another `?filter=` starts from that one again.
 */
export function PortfolioFilterBar({ categories, counts, items, copy }: PortfolioFilterProps) {
  const query = useQueryParam("filter");
  const [chosen, setChosen] = useState<{ query: string | null; filter: PortfolioFilter } | null>(null);
  const pressed = chosen !== null && chosen.query === query;
  const preset = presetFromParam(
    query,
    categories.map((category) => category.id),
  );
  const filter = pressed ? chosen.filter : preset.filter;
  const unmatched = !pressed && preset.unmatched;
  const setFilter = (next: PortfolioFilter) => setChosen({ query, filter: next });
  const empty = !items.some((item) => matchesFilter(item, filter));

  // Before paint, so a press never shows one frame of the old filter; the marks go with the page.
  // Hydration renders the pre-rendered "all" before the address's own filter: that render must
  // not take the preset's marks away, or the grid would flash every card for a frame.
  useLayoutEffect(() => {
    if (query !== new URLSearchParams(window.location.search).get("filter")) return;
    applyFilter(filter, empty, unmatched);
  }, [query, filter, empty, unmatched]);
  useLayoutEffect(() => () => applyFilter(ALL_FILTER, false, false), []);

  const buttons = [
    { id: ALL_KEY, label: copy.allLabel, pressed: isAllFilter(filter) },
    ...categories.map((category) => ({
      id: category.id,
      label: category.label,
      pressed: filter.includes(category.id),
    })),
  ];

  return (
    <>
      {/*
        One row that scrolls sideways on a phone, so the first films stay on the first screen; the
        chips wrap from 640 px, where they fit in two rows at most.
      */}
      <div
        role="group"
        aria-label={copy.filterLabel}
        className="-mx-5 flex [scrollbar-width:none] gap-2 overflow-x-auto px-5 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {buttons.map((button) => (
          <button
            key={button.id}
            type="button"
            aria-pressed={button.pressed}
            data-filter={button.id}
            onClick={() => setFilter(button.id === ALL_KEY ? ALL_FILTER : [button.id])}
            className={clsx(
              "inline-flex h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors motion-reduce:transition-none",
              button.pressed
                ? "border-ink-900 bg-ink-900 text-white"
                : "border-line bg-white text-ink-900 hover:border-ink-900/30 hover:bg-paper-deep",
            )}
          >
            {button.label}
            <span
              data-count=""
              className={clsx(
                "min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs tabular-nums",
                button.pressed ? "bg-white/15 text-white" : "bg-cool-50 text-cool-800",
              )}
            >
              {counts[button.id] ?? 0}
            </span>
          </button>
        ))}
      </div>

      {/*
        Always in the markup, so the preset can reveal it before scripts run: a link that named no
        category shows all the work, and says so.
      */}
      <p
        role="status"
        data-portfolio-unmatched=""
        className={clsx("mt-4 text-sm text-ink-700 sm:text-base", !unmatched && "hidden")}
      >
        {copy.unmatchedNote}
      </p>

      {/* Always in the markup, like the note above. */}
      <div
        data-portfolio-empty=""
        className={clsx(
          "mt-10 rounded-3xl border border-dashed border-ink-900/20 bg-white px-6 py-16 text-center",
          // A class, not the hidden attribute: the preset's CSS must be able to reveal it, and the
          // base layer's important rule for [hidden] would win over it.
          !empty && "hidden",
        )}
      >
        <p role="status" className="font-display text-xl font-bold text-ink-900">
          {copy.emptyText}
        </p>
        <Button variant="outline" className="mt-6" onClick={() => setFilter(ALL_FILTER)}>
          {copy.showAllLabel}
        </Button>
      </div>
    </>
  );
}
