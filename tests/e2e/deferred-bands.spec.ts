import type { Page } from "@playwright/test";
import { ROUTES } from "@/lib/routes";
import { expect, test } from "./fixtures";
import { contentsRendered, recordContentVisibility } from "./helpers";

/*
 * While a page loads, its bands from the third on are laid out only as they near the viewport
 * (globals.css, components/layout/deferred-bands-script.tsx); from the load event on they are shown
 * one a frame, until all are.
 */

/** For each band of the page, whether its contents are rendered (not skipped by content-visibility). */
const bandsRendered = (page: Page) => contentsRendered(page, "main > section");

/**
 * Opens the home page with its carousel artwork held back, so the load event waits for the test;
 * returns the function that lets the artwork (and so the load event) through.
 */
async function openHomeHoldingLoad(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.svg", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(ROUTES.home, { waitUntil: "domcontentloaded" });
  return release;
}

test.describe("the bands of a page", () => {
  test.use({ waitForHydration: false, viewport: { width: 412, height: 823 } });

  test("below the first screen wait while the page loads, and are all laid out once it has", async ({
    page,
  }) => {
    const release = await openHomeHoldingLoad(page);
    await expect(page.locator("html")).toHaveAttribute("data-bands", "deferred");
    const whileLoading = await bandsRendered(page);
    expect(whileLoading.length).toBeGreaterThan(4);
    expect(whileLoading.slice(0, 3)).toEqual([true, true, true]);
    expect(whileLoading.at(-1)).toBe(false);

    release();
    await page.waitForLoadState("load");
    await expect(page.locator("html")).not.toHaveAttribute("data-bands");
    expect(await bandsRendered(page)).toEqual(whileLoading.map(() => true));
  });

  test("beyond the browser's reach below the first screen are never laid out while the page loads", async ({
    page,
  }) => {
    const changes = await recordContentVisibility(page, "main > section");
    const release = await openHomeHoldingLoad(page);
    await expect(page.locator("html")).toHaveAttribute("data-bands", "deferred");
    // On a phone the home page's third band is 1,571 px tall, so the fourth (the portfolio, 231
    // elements) starts more than one and a half screens below the screen: Chromium's reach for
    // content-visibility. A short placeholder for the third band brought it into that reach and
    // into the first frame, laid out and then skipped again.
    await expect.poll(async () => (await changes())[3]).toContain("skipped");
    const [, , third, fourth] = await changes();
    expect(third).toContain("laid out");
    expect(fourth).not.toContain("laid out");
    release();
  });

  test("after the load event are shown one a frame, not all in one long task", async ({ page }) => {
    // The load event waits until the frame sampler below is in place.
    const release = await openHomeHoldingLoad(page);
    // Each frame from the load event on: how many bands are rendered, until the mark is gone.
    const perFrame = page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const counts: number[] = [];
          const bands = [...document.querySelectorAll("main > section")];
          const count = () =>
            bands.filter((band) => band.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))
              .length;
          const sample = () => {
            counts.push(count());
            if (document.documentElement.hasAttribute("data-bands")) requestAnimationFrame(sample);
            else resolve(counts);
          };
          addEventListener("load", () => requestAnimationFrame(sample));
        }),
    );
    await expect(page.locator("html")).toHaveAttribute("data-bands", "deferred");
    release();
    const counts = await perFrame;
    const total = await page.locator("main > section").count();
    expect(counts.at(-1)).toBe(total);
    const steps = counts.slice(1).map((shown, index) => shown - counts[index]!);
    expect(Math.max(...steps)).toBe(1);
    expect(steps.filter((step) => step > 0).length).toBeGreaterThan(2);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("are all laid out from the start", async ({ page }) => {
      await page.goto(ROUTES.home, { waitUntil: "domcontentloaded" });
      await expect(page.locator("html")).not.toHaveAttribute("data-bands");
      const bands = await bandsRendered(page);
      expect(bands.length).toBeGreaterThan(4);
      expect(bands).toEqual(bands.map(() => true));
    });
  });
});
