import { PORTFOLIO_CATEGORIES, portfolioItems } from "@/content/portfolio";
import { mspExampleVideos, mspTabs } from "@/content/msp-solutions";
import { countByCategory } from "@/lib/portfolio-filter";
import { ROUTES } from "@/lib/routes";
import { expect, test, LAUNCHED } from "./fixtures";
import { scrollThrough } from "./helpers";
import { launchedOwner, leftOutOnLaunch } from "./launched-owner";
import type { Page } from "@playwright/test";

/*
 * The launched export is a launch build whose owner has not supplied two videos yet
 * (tests/fixtures/owner-launched.ts): their cards are left out, cleanly, everywhere they would show.
 */

const PAGES = [
  ROUTES.home,
  ROUTES.portfolio,
  ROUTES.mspSolutions,
  ROUTES.vendorSolutions,
  ROUTES.mspPricing,
] as const;

/** The structured data's video names on the page. */
async function structuredVideoNames(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as { "@graph"?: { "@type": string; name: string }[] })
    .flatMap((data) => data["@graph"] ?? [])
    .filter((item) => item["@type"] === "VideoObject")
    .map((item) => item.name);
}

/**
 * Every list of cards on the page (the grids and rows of cards), with each item's box and its card's
 * box, in rows: an item whose card does not fill it, or a row whose cards differ in top or height,
 * shows as an unfinished grid.
 */
function cardLists(page: Page) {
  return page.locator("[data-portfolio-grid], [data-card-rows]").evaluateAll((lists) =>
    lists.map((list) =>
      [...list.children].map((item) => {
        const box = item.getBoundingClientRect();
        const card = item.querySelector("article")?.getBoundingClientRect();
        return {
          top: Math.round(box.top + window.scrollY),
          height: Math.round(box.height),
          card: card ? { height: Math.round(card.height), width: Math.round(card.width) } : null,
          width: Math.round(box.width),
        };
      }),
    ),
  );
}

test.describe("a launch with two videos not supplied yet", () => {
  test("the launched fixture leaves exactly two videos without an id", LAUNCHED, () => {
    const missing = Object.entries(launchedOwner.videos).filter(([, id]) => id === "");
    expect(missing.map(([key]) => key)).toEqual(["manufacturerTestimonial", "mspExample4"]);
  });

  for (const path of PAGES) {
    test(`${path} shows no 'Coming soon' and none of the missing videos`, LAUNCHED, async ({ page }) => {
      await page.goto(path);
      await scrollThrough(page);
      await expect(page.getByText("Coming soon")).toHaveCount(0);
      await expect(page.locator('[data-coming-soon], [data-video-state="coming-soon"]')).toHaveCount(0);
      await expect(page.locator('[data-action="coming-soon"]')).toHaveCount(0);
      for (const title of leftOutOnLaunch(path)) await expect(page.getByText(title)).toHaveCount(0);
      // Nor does the page describe them to search engines.
      const described = await structuredVideoNames(page);
      for (const title of leftOutOnLaunch(path)) expect(described).not.toContain(title);
    });
  }

  for (const width of [390, 800, 1280]) {
    for (const path of [ROUTES.home, ROUTES.portfolio, ROUTES.mspSolutions]) {
      test(
        `${path} fills every cell of its card lists, rows lined up, at ${width}px`,
        LAUNCHED,
        async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          const lists = await cardLists(page);
          expect(lists.length).toBeGreaterThan(0);
          for (const items of lists) {
            expect(items.length).toBeGreaterThan(0);
            for (const item of items) {
              // A card in every item, filling it.
              expect(item.card).not.toBeNull();
              expect(item.card!.height).toBe(item.height);
              expect(item.card!.width).toBe(item.width);
            }
            // Items side by side share their top, height and width.
            for (const top of new Set(items.map((item) => item.top))) {
              const row = items.filter((item) => item.top === top);
              expect(new Set(row.map((item) => item.height)).size).toBe(1);
            }
            expect(new Set(items.map((item) => item.width)).size).toBe(1);
          }
        },
      );
    }
  }

  test("the home page's themes count only the videos it shows", LAUNCHED, async ({ page }) => {
    await page.goto(ROUTES.home);
    const results = page.getByRole("group", { name: "Let your customers make the case." });
    await expect(results.getByRole("listitem")).toHaveCount(2);
    await expect(results.getByRole("heading", { name: "Why a Manufacturer Switched MSPs" })).toHaveCount(0);
  });

  test("the portfolio's filter counts are the cards it shows", LAUNCHED, async ({ page }) => {
    await page.goto(ROUTES.portfolio);
    const ids = PORTFOLIO_CATEGORIES.map((category) => category.id);
    const left = leftOutOnLaunch(ROUTES.portfolio);
    const shown = portfolioItems.filter((item) => !left.has(item.title));
    expect(shown).toHaveLength(portfolioItems.length - 1);
    const counts = countByCategory(shown, ids);
    for (const id of ["all", ...ids] as const) {
      const button = page.getByRole("group", { name: "Filter by category" }).locator(`[data-filter="${id}"]`);
      await expect(button.locator("[data-count]")).toHaveText(String(counts[id]));
      await button.click();
      await expect(page.locator("[data-portfolio-item]")).toHaveCount(counts[id]);
    }
  });

  test(
    "/msp-solutions/ lists the five examples it has, in the page and its structured data",
    LAUNCHED,
    async ({ page }) => {
      await page.goto(ROUTES.mspSolutions);
      const section = page.getByRole("region", { name: mspExampleVideos.heading });
      await expect(section.getByRole("article")).toHaveCount(5);
      await expect(section.getByText("Meet the Help Desk Team")).toHaveCount(0);
      const described = await structuredVideoNames(page);
      expect(described).toHaveLength(5 + mspTabs.tabs.length);
    },
  );
});

test.describe("an owner's poster frame", () => {
  test("replaces the platform's still on every card of its video", LAUNCHED, async ({ page }) => {
    for (const path of [ROUTES.home, ROUTES.portfolio]) {
      await page.goto(path);
      // The image is created as its card comes near the screen.
      await page
        .locator("article", { has: page.getByRole("heading", { name: "Mission: Impossible Helpdesk" }) })
        .scrollIntoViewIfNeeded();
      const still = page.getByRole("img", { name: "Still from the video “Mission: Impossible Helpdesk”" });
      await expect(still).toHaveAttribute("data-thumbnail-state", "loaded");
      // The build's resized WebP files of the owner's image, not i.ytimg.com.
      await expect(still).toHaveAttribute("src", /^\/owner-images\/posters-helpdesk-film-parody-.*\.webp$/);
      await expect(still).toHaveAttribute("srcset", /480w.*800w.*1280w/);
    }
  });
});
