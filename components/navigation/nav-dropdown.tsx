"use client";

import Link from "next/link";
import { useCallback, useId, useRef, useState } from "react";
import type { NavMenu } from "@/content/navigation";
import { ChevronIcon } from "@/components/ui/chevron-icon";
import { useDismiss } from "@/components/ui/use-dismiss";

/** A disclosure menu of page links (the WAI navigation-menu pattern rather than an ARIA menu). */
export function NavDropdown({ menu }: { menu: NavMenu }) {
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
        className="inline-flex h-10 items-center gap-1.5 rounded-full px-3.5 text-sm font-medium text-white/90 hover:bg-white/10 hover:text-white"
      >
        {menu.label}
        <ChevronIcon open={open} />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 w-56 rounded-2xl border border-line bg-white p-2 shadow-xl shadow-ink-950/10"
      >
        {menu.items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={close}
              className="block rounded-xl px-3.5 py-2.5 text-sm font-medium text-ink-900 hover:bg-paper-deep focus-visible:bg-paper-deep"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
