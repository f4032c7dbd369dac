import type { Page } from "@playwright/test";

/*
 * WCAG 2.2 SC 2.4.11 (Focus Not Obscured): nothing that takes focus may end up hidden under a
 * fixed bar when the browser scrolls it into view. This walks the page with Tab from its start and
 * measures each stop where the browser leaves it (motion reduced, so focus scrolls at once)
 * against the fixed nav bar and the page's own bar at the foot of the screen.
 */

export type FocusWalk = {
  /** How many elements took focus, in order, before the walk came back round (or reached `until`). */
  stops: number;
  /** Each stop that was partly under the nav bar or the foot bar, named and placed. */
  covered: string[];
};

/**
 * Tabs through the page from its top, checking every stop against the nav bar and the element
 * `footBar` selects (while it is shown); stops early at an element inside `until`.
 */
export async function walkFocus(page: Page, footBar: string, until?: string): Promise<FocusWalk> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const covered: string[] = [];
  let stops = 0;
  for (let press = 0; press < 400; press++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(
      ([barSelector, untilSelector]) => {
        const active = document.activeElement as HTMLElement | null;
        if (!active || active === document.body || active.dataset.focusWalk === "seen") return null;
        active.dataset.focusWalk = "seen";
        const bar = document.querySelector<HTMLElement>(barSelector);
        const header = document.querySelector<HTMLElement>("body > header")!;
        const box = active.getBoundingClientRect();
        const name = `${active.tagName.toLowerCase()} "${(active.getAttribute("aria-label") || active.textContent || "").trim().slice(0, 40)}"`;
        // The skip link shows itself, fixed, over the nav bar: nothing scrolled it under there.
        const fixed = getComputedStyle(active).position === "fixed";
        const barBox = bar?.getBoundingClientRect();
        const barShown =
          bar && barBox && getComputedStyle(bar).visibility === "visible" && barBox.top < window.innerHeight;
        let under = "";
        if (!fixed && barShown && !bar.contains(active) && box.bottom > barBox.top && box.top < barBox.bottom)
          under = `${name} spans ${Math.round(box.top)}–${Math.round(box.bottom)}px, under the bar from ${Math.round(barBox.top)}px`;
        else if (!fixed && !header.contains(active) && box.top < header.getBoundingClientRect().bottom)
          under = `${name} starts at ${Math.round(box.top)}px, under the nav bar`;
        return { under, last: Boolean(untilSelector && active.closest(untilSelector)) };
      },
      [footBar, until ?? ""] as const,
    );
    if (!stop) break;
    stops += 1;
    if (stop.under) covered.push(stop.under);
    if (stop.last) break;
  }
  return { stops, covered };
}

/** How many elements on the page can take focus with Tab (visible, enabled, not taken out). */
export function tabbableCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [
        ...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]"),
      ].filter(
        (element) => element.tabIndex >= 0 && !element.matches(":disabled") && element.checkVisibility(),
      ).length,
  );
}
