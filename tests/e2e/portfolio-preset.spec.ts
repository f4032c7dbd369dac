import { PORTFOLIO_CATEGORY_IDS, portfolioCopy, portfolioItems } from "@/content/portfolio";
import { ALL_KEY, categoriesWithWork, filterItems, presetFromParam } from "@/lib/portfolio-filter";
import { expect, test } from "./fixtures";
import { fontsSettled, holdScripts } from "./helpers";
import type { Page } from "@playwright/test";

/*
 * A preset portfolio link is right from the first paint (lib/portfolio-preset.ts): the framework's
 * scripts are held back, the page is read as painted, then the scripts are let through and nothing
 * may move or change when React takes over.
 */

const BUTTON_IDS = [ALL_KEY, ...PORTFOLIO_CATEGORY_IDS];
/** The categories the gallery offers, as it does: those with work. */
const OFFERED = categoriesWithWork(PORTFOLIO_CATEGORY_IDS, portfolioItems);

/** What a visitor sees: the items on screen, and each filter button's colours and pressed state. */
async function painted(page: Page) {
  return page.evaluate((buttonIds) => {
    const items = [...document.querySelectorAll<HTMLElement>("[data-portfolio-item]")]
      .filter((item) => item.checkVisibility())
      .map((item) => {
        const box = item.getBoundingClientRect();
        return { id: item.dataset.portfolioItem, x: box.x, y: box.y, width: box.width, height: box.height };
      });
    const buttons = buttonIds.map((id) => {
      const button = document.querySelector<HTMLElement>(`[data-filter="${id}"]`)!;
      const count = button.querySelector<HTMLElement>("[data-count]")!;
      const look = (element: HTMLElement) => {
        const style = getComputedStyle(element);
        return `${style.backgroundColor} ${style.color} ${style.borderColor}`;
      };
      return { id, look: look(button), countLook: look(count) };
    });
    const empty = document.querySelector<HTMLElement>("[data-portfolio-empty]")!.checkVisibility();
    const note = document.querySelector<HTMLElement>("[data-portfolio-unmatched]")!.checkVisibility();
    return { items, buttons, empty, note };
  }, BUTTON_IDS);
}

test.describe("a preset portfolio link before any framework script runs", () => {
  test.use({ waitForHydration: false });

  // Named in the plural or the singular, in any case, with duplicates.
  for (const query of ["testimonials", "Explainers,%20CREATIVE", "social,Event,SOCIALS"]) {
    test(`?filter=${query} paints only its items and its buttons selected, and hydration moves nothing`, async ({
      page,
      consoleErrors,
    }) => {
      // Every layout shift, with what moved, so a failure says which element it was.
      await page.addInitScript(() => {
        const shifts: string[] = ((window as unknown as { layoutShifts: string[] }).layoutShifts = []);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node?: Node }[] })[]) {
            for (const source of entry.sources) shifts.push(source.node?.nodeName ?? "?");
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      const release = await holdScripts(page);
      await page.goto(`/portfolio/?filter=${query}`, { waitUntil: "domcontentloaded" });
      const { filter } = presetFromParam(decodeURIComponent(query), OFFERED);
      const expected = filterItems(portfolioItems, filter).map((item) => item.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(portfolioItems.length);

      // Geometry is compared, so it is read once the brand faces are in: hydration never moves a font.
      await fontsSettled(page);
      const before = await painted(page);
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
      expect(before.items.map((item) => item.id)).toEqual(expected);
      expect(before.empty).toBe(false);
      expect(before.note).toBe(false);
      // The chosen buttons look selected, the others (All included) do not.
      const selectedLook = before.buttons.find((button) => filter.includes(button.id))!.look;
      for (const button of before.buttons) {
        if (filter.includes(button.id)) expect(button.look).toBe(selectedLook);
        else expect(button.look).not.toBe(selectedLook);
      }

      // From here on, any shift is hydration's: what the first paint and the font swap did is the
      // bench's layout-shift budget to judge, not this test's.
      await page.evaluate(() => {
        (window as unknown as { layoutShifts: string[] }).layoutShifts.length = 0;
      });
      await release();
      for (const id of filter)
        await expect(page.locator(`[data-filter="${id}"]`)).toHaveAttribute("aria-pressed", "true");
      await expect(page.locator(`[data-filter="${ALL_KEY}"]`)).toHaveAttribute("aria-pressed", "false");
      // The filter bar keeps the very marks the preset set: they are the filter's state.
      await expect(page.locator("html")).toHaveAttribute("data-portfolio-preset", filter.join(" "));
      // The island's render of the filter paints exactly what the preset painted.
      expect(await painted(page)).toEqual(before);
      expect(
        await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts),
      ).toEqual([]);

      // The preset does not pin the filter: All shows everything again.
      await page.locator(`[data-filter="${ALL_KEY}"]`).click();
      await expect(page.locator("[data-portfolio-item]:visible")).toHaveCount(portfolioItems.length);
      await expect(page.locator("html")).not.toHaveAttribute("data-portfolio-preset");
      expect(consoleErrors).toEqual([]);
    });
  }

  test("?filter=nonsense paints all the work with a note, never the empty state, and hydration moves nothing", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/portfolio/?filter=nonsense", { waitUntil: "domcontentloaded" });
    await fontsSettled(page);
    const before = await painted(page);
    expect(before.items.map((item) => item.id)).toEqual(portfolioItems.map((item) => item.id));
    expect(before.empty).toBe(false);
    expect(before.note).toBe(true);
    await expect(page.getByText(portfolioCopy.unmatchedNote)).toBeVisible();
    await release();
    await expect(page.locator(`[data-filter="${ALL_KEY}"]`)).toHaveAttribute("aria-pressed", "true");
    expect(await painted(page)).toEqual(before);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("?filter=events shows every item, with All selected", async ({ page }) => {
      await page.goto("/portfolio/?filter=events");
      const shown = await painted(page);
      expect(shown.items.map((item) => item.id)).toEqual(portfolioItems.map((item) => item.id));
      const allLook = shown.buttons.find((button) => button.id === ALL_KEY)!.look;
      for (const button of shown.buttons) if (button.id !== ALL_KEY) expect(button.look).not.toBe(allLook);
      expect(shown.empty).toBe(false);
      expect(shown.note).toBe(false);
    });
  });
});
