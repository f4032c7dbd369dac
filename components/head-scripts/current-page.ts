import { currentMark } from "@/lib/current-path";
import { COUNTRY_ATTRIBUTE } from "@/lib/countries";
import { COUNTRY_OPTION_ATTRIBUTE, HOLDS_CURRENT_ATTRIBUTE, SITE_NAV_ATTRIBUTE } from "./page-marks";

/*
 * The desktop navigation bar is static HTML, rendered once by the root layout, which cannot know
 * the page it is rendered for; React never touches it (docs/decisions/static-sections.md). This
 * runs inline right after the bar, as the page is parsed and before it is painted, and marks what
 * only the address tells: the link to the current page (`aria-current="page"`) or to the section
 * it sits in ("true": "Our Work" on a film's page), the dropdown that holds it, and which country
 * option is pressed (the country boot script has set `data-country` already). The header's
 * island keeps the options in step when the visitor switches. Without JavaScript the bar still
 * works as links; only the marks are missing.
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
  const country = win.document.documentElement.getAttribute(COUNTRY_ATTRIBUTE);
  for (const option of nav.querySelectorAll(`[${COUNTRY_OPTION_ATTRIBUTE}]`)) {
    option.setAttribute("aria-pressed", String(option.getAttribute(COUNTRY_OPTION_ATTRIBUTE) === country));
  }
}
