"use client";

import { clsx } from "clsx";
import { useId, useRef, useState } from "react";

type TabItem = { id: string; label: string; panel: React.ReactNode };

type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  /** The tab selected on first render; the first tab when omitted. */
  defaultId?: string;
  className?: string;
};

/** Where a key press moves the selection, or null for keys the tab list doesn't handle. */
function nextIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/**
 * WAI-ARIA tabs with automatic activation: a roving tabindex keeps one tab in the Tab order, and
 * Arrow keys, Home and End move and select. Every panel is server-rendered; inactive ones are
 * hidden, so the default tab shows before scripts load.
 */
export function Tabs({ label, items, defaultId, className }: TabsProps) {
  const baseId = useId();
  const [selectedId, setSelectedId] = useState(defaultId ?? items[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const current = items.findIndex((item) => item.id === selectedId);
    const index = nextIndex(event.key, current, items.length);
    const target = index === null ? undefined : items[index];
    if (!target) return;
    event.preventDefault();
    setSelectedId(target.id);
    tabRefs.current.get(target.id)?.focus();
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-col gap-1.5 rounded-3xl border border-line bg-white p-1.5 shadow-sm sm:flex-row"
      >
        {items.map((item) => {
          const selected = item.id === selectedId;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => setSelectedId(item.id)}
              className={clsx(
                "flex-1 rounded-2xl px-5 py-3 text-sm font-semibold transition-colors motion-reduce:transition-none sm:text-base",
                selected
                  ? "bg-ink-900 text-white shadow-md"
                  : "text-ink-700 hover:bg-paper-deep hover:text-ink-900",
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== selectedId}
          tabIndex={0}
          className="mt-8 rounded-3xl focus-visible:outline-offset-4"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
