"use client";

import { Link } from "@/components/navigation/link";
import { usePathname } from "next/navigation";
import type { NavItem } from "@/content/navigation";
import { ROUTES } from "@/lib/routes";
import { showAllBands } from "@/components/layout/deferred-bands-script";

/** Distance kept between a scrolled-to section and the top of the viewport: the fixed nav (docs/product.md §9). */
const SCROLL_OFFSET_PX = 80;

/** Smoothly scrolls to the element with `id`, 80px below the top; false when no such element. */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  // A band still waiting to be laid out would make the distance an estimate.
  showAllBands();
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior: reduceMotion ? "auto" : "smooth" });
  return true;
}

type ScrollLinkProps = Omit<React.ComponentProps<typeof Link>, "href"> & { item: NavItem };

/**
 * A nav item of type link or scroll. A scroll item on the page that holds its anchor scrolls there
 * smoothly; anywhere else it navigates to that page plus the anchor (docs/product.md §2, "Nav items").
 */
export function ScrollLink({ item, onClick, children, ...props }: ScrollLinkProps) {
  const pathname = usePathname();
  const [path = ROUTES.home, anchor] = item.href.split("#");
  const samePage = item.type === "scroll" && anchor !== undefined && pathname === path;

  return (
    <Link
      {...props}
      href={item.href}
      onClick={(event) => {
        onClick?.(event);
        if (samePage && scrollToAnchor(anchor)) {
          event.preventDefault();
          window.history.pushState(null, "", `#${anchor}`);
        }
      }}
    >
      {children ?? item.label}
    </Link>
  );
}
