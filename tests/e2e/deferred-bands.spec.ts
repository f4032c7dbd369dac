import { ROUTES } from "@/lib/routes";
import { BAND_PART_ATTRIBUTE } from "@/components/head-scripts/page-marks";
import { expect, test } from "./fixtures";
import { contentsRendered, farBelowFirstScreen, openWhileLoading } from "./helpers";

/*
 * While a page loads, its bands from the third on are laid out only as they near the viewport
 * (app/globals.css, and the head script that marks <html data-bands>); from the load event on they
 * are shown one a frame, until all are, and a large band's parts each in a frame of their own
 * after it. A visitor's first frames then lay out what is on and near the screen, not the whole
 * page.
 */

const BANDS = "main > section";
/** The bands and the parts of the large ones (the home page's film themes), in page order. */
const BANDS_AND_PARTS = `${BANDS}, ${BANDS} [${BAND_PART_ATTRIBUTE}]`;

test.describe("the bands of a page", () => {
  test.use({ waitForHydration: false, viewport: { width: 412, height: 823 } });

  test("wait while the page loads unless near the screen, then are shown one a frame until all are", async ({
    page,
  }) => {
    const { release, layout, screen } = await openWhileLoading(page, ROUTES.home, BANDS);

    await test.step("while the page loads, the first screen is laid out and bands far below it never are", async () => {
      const whileLoading = await layout();
      expect(whileLoading.length).toBeGreaterThan(4);
      expect(whileLoading.slice(0, 3).map(({ rendered }) => rendered)).toEqual([true, true, true]);
      expect(whileLoading.filter(({ top }) => top < screen).every(({ rendered }) => rendered)).toBe(true);
      // A band that far below laid out while the page loads is work the first frames did for nothing.
      const far = farBelowFirstScreen(whileLoading, screen);
      expect(far.map(({ index }) => index)).toContain(whileLoading.length - 1);
      for (const band of far) {
        expect(band, `band ${band.index + 1}`).toMatchObject({ rendered: false });
        expect(band.states, `band ${band.index + 1}`).not.toContain("laid out");
      }
    });

    await test.step("from the load event, one band or part a frame, not all in one long task", async () => {
      // Each frame from the load event on: how many bands and parts are rendered, until the mark is gone.
      expect(await page.locator(`${BANDS} [${BAND_PART_ATTRIBUTE}]`).count()).toBeGreaterThan(1);
      await page.evaluate((selector) => {
        const counts: number[] = [];
        const bands = [...document.querySelectorAll(selector)];
        const count = () =>
          bands.filter((band) => band.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))
            .length;
        const perFrame = new Promise<number[]>((resolve) => {
          const sample = () => {
            counts.push(count());
            if (document.documentElement.hasAttribute("data-bands")) requestAnimationFrame(sample);
            else resolve(counts);
          };
          addEventListener("load", () => requestAnimationFrame(sample));
        });
        Object.assign(window, { bandsPerFrame: perFrame });
      }, BANDS_AND_PARTS);
      await release();
      const counts = await page.evaluate(
        () => (window as unknown as { bandsPerFrame: Promise<number[]> }).bandsPerFrame,
      );
      const total = await page.locator(BANDS_AND_PARTS).count();
      expect(counts.at(-1)).toBe(total);
      const steps = counts.slice(1).map((shown, index) => shown - counts[index]!);
      expect(Math.max(...steps)).toBe(1);
      expect(steps.filter((step) => step > 0).length).toBeGreaterThan(2);
    });

    await test.step("once loaded, every band is laid out", async () => {
      await expect(page.locator("html")).not.toHaveAttribute("data-bands");
      const bands = await contentsRendered(page, BANDS);
      expect(bands).toEqual(bands.map(() => true));
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("are all laid out from the start", async ({ page }) => {
      await page.goto(ROUTES.home, { waitUntil: "domcontentloaded" });
      await expect(page.locator("html")).not.toHaveAttribute("data-bands");
      const bands = await contentsRendered(page, BANDS);
      expect(bands.length).toBeGreaterThan(4);
      expect(bands).toEqual(bands.map(() => true));
    });
  });
});
