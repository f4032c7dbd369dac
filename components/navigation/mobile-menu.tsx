"use client";

import { Link } from "@/components/navigation/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { countrySwitcherCopy } from "@/content/country-copy";
import type { PodcastLink } from "@/content/podcast-link";
import {
  contactLink,
  navigationCopy,
  pricingMenu,
  solutionsMenu,
  workLink,
  type NavItem,
} from "@/content/navigation";
import { CountryOptions } from "@/components/country/country-options";
import { Disclosure, DisclosurePanel, DisclosureTrigger } from "@/components/ui/disclosure";
import { NavLink } from "./nav-link";

const groupHeading = "px-3.5 pt-4 pb-1 text-xs font-semibold tracking-widest text-ink-300 uppercase";
const itemLink =
  "block rounded-xl px-3.5 py-3 text-base font-medium text-white hover:bg-white/10 [&[aria-current]]:bg-white/10";

/**
 * The small-screen menu: Solutions, Pricing, Region, the links and the podcast (docs/product.md §2),
 * opening on the booking action ("Get in Touch", filled) so the menu leads to a call as the bar does.
 */
export function MobileMenu({ podcastLink }: { podcastLink: Pick<PodcastLink, "href" | "mobileLabel"> }) {
  const pathname = usePathname();
  // Remembering the path it was opened on means any navigation (back/forward too) leaves it closed.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const close = () => setOpenedOn(null);
  const menuRef = useRef<HTMLDivElement>(null);

  // The open menu covers the page: when Tab (or Shift+Tab) takes focus to anything outside it, the
  // menu closes, so focus is never on a part of the page hidden behind it. Where focus went is
  // read once the move is done, from document.activeElement: an element of the page, or a frame
  // (the booking form's), into which the page hears no focus event of its own. Focus leaving the
  // window (another app, the browser's own bar) leaves activeElement inside the menu, and keeps
  // it open.
  useEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu) return;
    let pending = 0;
    const onFocusOut = () => {
      window.clearTimeout(pending);
      pending = window.setTimeout(() => {
        const active = document.activeElement;
        if (active && active !== document.body && !menu.contains(active)) setOpenedOn(null);
      });
    };
    menu.addEventListener("focusout", onFocusOut);
    return () => {
      window.clearTimeout(pending);
      menu.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  return (
    <div ref={menuRef} className="lg:hidden">
      <Disclosure open={open} onOpenChange={(next) => setOpenedOn(next ? pathname : null)}>
        <DisclosureTrigger className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10">
          <span className="sr-only">
            {open ? navigationCopy.closeMenuLabel : navigationCopy.openMenuLabel}
          </span>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6">
            {open ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </DisclosureTrigger>
        <DisclosurePanel
          as="nav"
          aria-label={navigationCopy.mobileNavLabel}
          // Fixed from the bar's bottom edge to the viewport's: no strip of the page shows below it.
          className="fixed inset-x-0 top-nav bottom-0 overflow-y-auto overscroll-contain border-t border-white/10 bg-ink-950 px-5 pb-8 shadow-2xl"
        >
          {/* The menu's contents are built when it opens: they would be hidden markup on every page. */}
          {open ? (
            <>
              <NavLink
                href={contactLink.href}
                onClick={close}
                className="mt-5 flex h-12 items-center justify-center rounded-full bg-accent-600 text-base font-semibold text-white hover:bg-accent-700"
              >
                {contactLink.label}
              </NavLink>
              {[solutionsMenu, pricingMenu].map((menu) => (
                <div key={menu.label}>
                  <p className={groupHeading}>{menu.label}</p>
                  <LinkList items={menu.items} onNavigate={close} />
                </div>
              ))}
              <p className={groupHeading}>{countrySwitcherCopy.regionHeading}</p>
              <CountryOptions
                onChosen={close}
                optionClassName="py-3 text-base text-white hover:bg-white/10 aria-pressed:bg-white/10 aria-pressed:ring-1 aria-pressed:ring-cool-300/60"
              />
              <LinkList
                items={[workLink]}
                onNavigate={close}
                className="mt-4 border-t border-white/10 pt-4"
              />
              <Link
                href={podcastLink.href}
                onClick={close}
                className="mt-4 flex h-12 items-center justify-center rounded-full border border-white/30 text-base font-semibold text-white hover:border-white/60 hover:bg-white/10"
              >
                {podcastLink.mobileLabel}
              </Link>
            </>
          ) : null}
        </DisclosurePanel>
      </Disclosure>
    </div>
  );
}

type LinkListProps = { items: readonly NavItem[]; onNavigate: () => void; className?: string };

function LinkList({ items, onNavigate, className }: LinkListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <NavLink href={item.href} onClick={onNavigate} className={itemLink}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
