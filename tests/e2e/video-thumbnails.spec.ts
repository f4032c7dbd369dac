import { expect, test, LAUNCHED } from "./fixtures";
import { imageReport, scrollThrough, solidPng } from "./helpers";

const PAGES = ["/", "/portfolio/"] as const;

test.describe("thumbnails", () => {
  for (const path of PAGES) {
    for (const width of [390, 1280]) {
      test(
        `${path} shows no broken image at ${width}px with the video platform blocked`,
        LAUNCHED,
        async ({ page, consoleErrors, blockedRequests }) => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          await scrollThrough(page);
          await expect.poll(async () => (await imageReport(page)).pending, { timeout: 10_000 }).toBe(0);
          const report = await imageReport(page);
          expect(report.broken).toEqual([]);
          // The platform was asked (and refused): every video card shows its designed artwork instead.
          expect(blockedRequests.some((url) => url.startsWith("https://i.ytimg.com/vi/"))).toBe(true);
          const ytImages = await page.locator('img[src^="https://i.ytimg.com"]').count();
          expect(ytImages).toBe(0);
          const fallbacks = page.locator("[data-thumbnail-fallback]");
          expect(await fallbacks.count()).toBeGreaterThan(0);
          await expect(fallbacks.first()).toBeVisible();
          // The artwork carries no title: the card's heading, below it, names the video once.
          expect((await fallbacks.first().textContent())?.trim()).toBe("");
          expect(consoleErrors).toEqual([]);
        },
      );
    }
  }

  test(
    "falls back to hqdefault when maxres answers with the 120×90 placeholder",
    LAUNCHED,
    async ({ page }) => {
      const requested: string[] = [];
      await page.route(/^https:\/\/i\.ytimg\.com\/vi\//, (route) => {
        const url = route.request().url();
        requested.push(url);
        const placeholder = url.endsWith("/maxresdefault.jpg");
        return route.fulfill({
          contentType: "image/png",
          body: placeholder ? solidPng(120, 90) : solidPng(480, 360),
        });
      });
      await page.goto("/portfolio/?filter=testimonial");
      await scrollThrough(page);
      await expect.poll(async () => (await imageReport(page)).pending, { timeout: 10_000 }).toBe(0);
      const thumbnail = page.getByRole("img", {
        name: "Still from the video “Northbridge IT: Onboarding Time Cut in Half”",
      });
      await expect(thumbnail).toHaveAttribute("src", "https://i.ytimg.com/vi/8DwkNhFdnXs/hqdefault.jpg");
      await expect(thumbnail).toHaveAttribute("data-thumbnail-state", "loaded");
      expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
      expect(requested).toContain("https://i.ytimg.com/vi/8DwkNhFdnXs/maxresdefault.jpg");
      expect((await imageReport(page)).broken).toEqual([]);
    },
  );

  test("keeps maxres when the platform has it", LAUNCHED, async ({ page }) => {
    await page.route(/^https:\/\/i\.ytimg\.com\/vi\//, (route) =>
      route.fulfill({ contentType: "image/png", body: solidPng(1280, 720) }),
    );
    await page.goto("/portfolio/?filter=testimonial");
    // The image is created as its card comes near the screen.
    await page
      .locator("[data-portfolio-item]", { hasText: "A Law Firm's Road to Zero Downtime" })
      .scrollIntoViewIfNeeded();
    const thumbnail = page.getByRole("img", {
      name: "Still from the video “A Law Firm's Road to Zero Downtime”",
    });
    await expect(thumbnail).toHaveAttribute("data-thumbnail-state", "loaded");
    await expect(thumbnail).toHaveAttribute("src", /\/maxresdefault\.jpg$/);
  });
});
