import type { Page } from "@playwright/test";
import { owner as launchedOwner } from "../fixtures/owner-launched";
import { expect, test, LAUNCHED } from "./fixtures";

const { showreel } = launchedOwner;
const isClip = (url: string) => url.endsWith(showreel.webm) || url.endsWith(showreel.mp4);

/** When each showreel file was asked for, against the page's load event (ms from navigation start). */
async function clipTimings(page: Page, path: string) {
  const clipRequestedAt: number[] = [];
  page.on("request", (request) => {
    if (isClip(request.url())) clipRequestedAt.push(Date.now());
  });
  const navigationStart = Date.now();
  await page.goto(path);
  return { navigationStart, clipRequestedAt };
}

const video = (page: Page) => page.locator("main video");
const isPlaying = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0);

test.describe("hero showreel", () => {
  for (const path of ["/", "/msp-solutions/", "/vendor-solutions/"]) {
    test(
      `${path} plays the owner's clip after the page has loaded, and pauses on request`,
      LAUNCHED,
      async ({ page }) => {
        const { clipRequestedAt } = await clipTimings(page, path);
        const poster = page.locator("main img[fetchpriority=high]").first();
        await expect(poster).toHaveJSProperty("complete", true);
        expect(await poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
        await expect(video(page)).toHaveAttribute("aria-label", showreel.description);
        await expect.poll(() => isPlaying(page)).toBe(true);

        // The clip is named to the browser only after the load event: it never competes with the
        // first screen's requests.
        const loadEventEnd = await page.evaluate(
          () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
        );
        const timeOrigin = await page.evaluate(() => performance.timeOrigin);
        expect(clipRequestedAt.length).toBeGreaterThan(0);
        expect(Math.min(...clipRequestedAt)).toBeGreaterThanOrEqual(timeOrigin + loadEventEnd);

        // Off screen it rests, and plays again on the way back.
        const scrollTo = (y: number) =>
          page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
        await scrollTo(4000);
        await expect.poll(() => isPlaying(page)).toBe(false);
        await scrollTo(0);
        await expect.poll(() => isPlaying(page)).toBe(true);

        await page.getByRole("button", { name: "Pause the showreel" }).click();
        await expect.poll(() => isPlaying(page)).toBe(false);
        const stoppedAt = await video(page).evaluate((element: HTMLVideoElement) => element.currentTime);
        // A visitor's pause holds: coming back into view does not restart it.
        await scrollTo(4000);
        await scrollTo(0);
        await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 1000 })));
        expect(await video(page).evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(
          stoppedAt,
        );
        await page.getByRole("button", { name: "Play the showreel" }).click();
        await expect.poll(() => isPlaying(page)).toBe(true);
      },
    );
  }

  for (const [preference, setUp] of [
    ["prefers reduced motion", (page: Page) => page.emulateMedia({ reducedMotion: "reduce" })],
    [
      "saves data",
      (page: Page) =>
        page.addInitScript(() =>
          Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }),
        ),
    ],
  ] as const) {
    test(`a visitor who ${preference} keeps the poster until they press play`, LAUNCHED, async ({ page }) => {
      await setUp(page);
      const { clipRequestedAt } = await clipTimings(page, "/");
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })));
      const play = page.getByRole("button", { name: "Play the showreel" });
      await expect(play).toBeVisible();
      expect(clipRequestedAt).toEqual([]);
      expect(await isPlaying(page)).toBe(false);

      await play.click();
      await expect.poll(() => isPlaying(page)).toBe(true);
      await expect(page.getByRole("button", { name: "Pause the showreel" })).toBeVisible();
    });
  }

  test("without a showreel, the heroes' right half is a still, with no video at all", async ({ page }) => {
    for (const path of ["/", "/msp-solutions/", "/vendor-solutions/"]) {
      await page.goto(path);
      const still = page.locator("main section").first().locator("[aria-hidden=true].aspect-video");
      await expect(still).toBeVisible();
      await expect(page.locator("video")).toHaveCount(0);
      const [heading, stillBox] = await Promise.all([page.locator("h1").boundingBox(), still.boundingBox()]);
      // Beside the headline, in the right half.
      expect(stillBox!.x).toBeGreaterThanOrEqual(640);
      expect(heading!.x + heading!.width).toBeLessThanOrEqual(stillBox!.x);
    }
  });
});
