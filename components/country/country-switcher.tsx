"use client";

import { useCallback, useId, useRef, useState } from "react";
import { countrySwitcherCopy } from "@/content/country-copy";
import { COUNTRIES } from "@/lib/countries";
import { Flag } from "./flag";
import { ChevronIcon } from "@/components/ui/chevron-icon";
import { CountryOptions } from "./country-options";
import { useDismiss } from "@/components/ui/use-dismiss";

/** Desktop country switcher: the trigger shows the selected flag and code. */
export function CountrySwitcher() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close, triggerRef);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-white/20 px-3 text-sm font-semibold text-white hover:bg-white/10"
      >
        <span className="sr-only">{countrySwitcherCopy.buttonLabel}: </span>
        {/* Both labels are rendered; CSS shows the one html[data-country] selects before first paint. */}
        {COUNTRIES.map((option) => (
          <span
            key={option.code}
            className={`only-${option.code.toLowerCase()} inline-flex items-center gap-2`}
          >
            <Flag code={option.code} />
            {option.code}
          </span>
        ))}
        <ChevronIcon open={open} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-64 rounded-2xl border border-line bg-white p-2 text-ink-900 shadow-xl shadow-ink-950/10"
      >
        <CountryOptions
          onChosen={close}
          optionClassName="py-2.5 text-sm hover:bg-paper-deep aria-pressed:bg-cool-50 aria-pressed:text-cool-800"
        />
      </div>
    </div>
  );
}
