import { currentMark } from "@/lib/current-path";
import { HOLDS_CURRENT_ATTRIBUTE, SITE_NAV_ATTRIBUTE } from "./page-marks";

/*
 * The desktop navigation bar is rendered once by the root layout, which cannot know the page it is
 * rendered for. This runs inline right after the bar, as the page is parsed and before it is
 * painted, and marks what only the address tells: the link to the current page
 * (`aria-current="page"`) or to the section it sits in ("true": "Our Work" on a film's page) and
 * the dropdown that holds it. React renders neither mark, so hydration and later renders keep
 * them. Without JavaScript the bar still works as links; only the marks are missing.
 */

type CurrentPageWindow = Pick<Window, "document" | "location">;

export function markCurrentPage(win: CurrentPageWindow = window): void {
  const nav = win.document.querySelector(`[${SITE_NAV_ATTRIBUTE}]`);
  if (!nav) return;
  for (const link of nav.querySelectorAll("a[href]")) {
    const mark = currentMark(win.location.pathname, link.getAttribute("href") ?? "");
    if (mark === undefined) continue;
    link.setAttribute("aria-current", mark);
    link.closest('[data-slot="disclosure"]')?.setAttribute(HOLDS_CURRENT_ATTRIBUTE, "");
  }
}
