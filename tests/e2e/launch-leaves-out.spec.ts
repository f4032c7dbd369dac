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

/** The films the page lists for search engines (its ItemList of film pages). */
async function structuredVideoNames(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as { "@type"?: string; itemListElement?: { name: string }[] })
    .filter((data) => data["@type"] === "ItemList")
    .flatMap((data) => data.itemListElement ?? [])
    .map((item) => item.name);
}

/**
 * Every list of cards on the page (the grids and rows of cards), with each item's box and its card's
 * box, in rows: an item whose card does not fill it, or a row whose cards differ in top or height,
 * shows as an unfinished grid. An item's box is inside its padding (a portfolio item keeps room
 * there for its frame's focus ring).
 */
function cardLists(page: Page) {
  return page.locator("[data-portfolio-grid], [data-card-rows]").evaluateAll((lists) =>
    lists.map((list) =>
      [...list.children].map((item) => {
        const box = item.getBoundingClientRect();
        const style = getComputedStyle(item);
        const [top, right, bottom, left] = [
          parseFloat(style.paddingTop),
          parseFloat(style.paddingRight),
          parseFloat(style.paddingBottom),
          parseFloat(style.paddingLeft),
        ];
        const card = item.querySelector("article")?.getBoundingClientRect();
        return {
          top: Math.round(box.top + top + window.scrollY),
          height: Math.round(box.height - top - bottom),
          card: card ? { height: Math.round(card.height), width: Math.round(card.width) } : null,
          width: Math.round(box.width - left - right),
        };
      }),
    ),
  );
}

/** Every list of cards on the page fills every cell, its rows lined up. */
async function expectCardListsFilled(page: Page) {
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
}

/** Scrolls the page through (so every lazy part has rendered), then looks for any missing video. */
async function expectNothingMissing(page: Page, path: string) {
  await scrollThrough(page);
  await expect(page.getByText("Coming soon")).toHaveCount(0);
  await expect(page.locator('[data-coming-soon], [data-video-state="coming-soon"]')).toHaveCount(0);
  await expect(page.locator('[data-action="coming-soon"]')).toHaveCount(0);
  for (const title of leftOutOnLaunch(path)) await expect(page.getByText(title)).toHaveCount(0);
  // Nor does the page describe them to search engines.
  const described = await structuredVideoNames(page);
  for (const title of leftOutOnLaunch(path)) expect(described).not.toContain(title);
}

/** The owner's poster frame, not the platform's still, on the card of its video. */
async function expectOwnersPoster(page: Page) {
  // The image is created as its card comes near the screen.
  await page
    .locator("article", { has: page.getByRole("heading", { name: "Mission: Impossible Helpdesk" }) })
    .scrollIntoViewIfNeeded();
  const still = page.getByRole("img", { name: "Still from the video “Mission: Impossible Helpdesk”" });
  await expect(still).toHaveAttribute("data-still", "owner");
  await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The build's WebP copies of the owner's frame, not YouTube's thumbnail.
  await expect(still).toHaveAttribute(
    "src",
    /^\/film-stills\/mission-impossible-helpdesk-[0-9a-f]{10}-\d+\.webp$/,
  );
  await expect(still).toHaveAttribute("srcset", /480w.*800w.*1280w/);
}

/*
 * Each page is loaded once at 1280px wide: its card lists are measured first, as loaded (scrolling
 * renders what lies below), at the 900px height they are checked at; then the window takes the
 * 800px height the rest is checked at, and the checks that only read the page come before the
 * scroll through it and those that change it (a filter pressed).
 */
const FILLED_AT_1280 = "fills every cell of its card lists, rows lined up, at 1280px";
const NOTHING_MISSING = "shows no 'Coming soon' and none of the missing videos";
const OWNERS_POSTER = "replaces the platform's still on every card of its video";

async function loadAt1280(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  // The home page's films are rows of frames led by a larger one, not a grid of equal cards.
  if (path !== ROUTES.home) await test.step(`${path} ${FILLED_AT_1280}`, () => expectCardListsFilled(page));
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe("a launch with two videos not supplied yet", () => {
  test("the launched fixture leaves exactly two videos without an id", LAUNCHED, () => {
    const missing = Object.entries(launchedOwner.videos).filter(([, video]) => video.id === "");
    expect(missing.map(([key]) => key)).toEqual(["manufacturerTestimonial", "mspExample4"]);
  });

  test(
    "/ fills its card lists at 1280px, counts only the themes' videos it shows, shows none missing and the owner's poster",
    LAUNCHED,
    async ({ page }) => {
      await loadAt1280(page, ROUTES.home);
      await test.step("the home page's themes count only the videos it shows", async () => {
        const results = page.getByRole("group", { name: "Let your customers make the case." });
        await expect(results.getByRole("listitem")).toHaveCount(2);
        await expect(results.getByRole("heading", { name: "Why a Manufacturer Switched MSPs" })).toHaveCount(
          0,
        );
      });
      await test.step(`${ROUTES.home} ${NOTHING_MISSING}`, () => expectNothingMissing(page, ROUTES.home));
      await test.step(`${ROUTES.home} ${OWNERS_POSTER}`, () => expectOwnersPoster(page));
    },
  );

  test(
    "/portfolio/ fills its card lists at 1280px, shows none missing and the owner's poster, and its filter counts are the cards it shows",
    LAUNCHED,
    async ({ page }) => {
      await loadAt1280(page, ROUTES.portfolio);
      await test.step(`${ROUTES.portfolio} ${NOTHING_MISSING}`, () =>
        expectNothingMissing(page, ROUTES.portfolio));
      await test.step(`${ROUTES.portfolio} ${OWNERS_POSTER}`, () => expectOwnersPoster(page));
      await test.step("the portfolio's filter counts are the cards it shows", async () => {
        const ids = PORTFOLIO_CATEGORIES.map((category) => category.id);
        const left = leftOutOnLaunch(ROUTES.portfolio);
        const shown = portfolioItems.filter((item) => !left.has(item.title));
        expect(shown).toHaveLength(portfolioItems.length - 1);
        const counts = countByCategory(shown, ids);
        for (const id of ["all", ...ids] as const) {
          const button = page
            .getByRole("group", { name: "Filter by category" })
            .locator(`[data-filter="${id}"]`);
          await expect(button.locator("[data-count]")).toHaveText(String(counts[id]));
          await button.click();
          await expect(page.locator("[data-portfolio-item]:visible")).toHaveCount(counts[id]);
        }
      });
    },
  );

  test(
    "/msp-solutions/ fills its card lists at 1280px, lists the five examples it has in the page and its structured data, and shows none missing",
    LAUNCHED,
    async ({ page }) => {
      await loadAt1280(page, ROUTES.mspSolutions);
      await test.step("/msp-solutions/ lists the five examples it has, in the page and its structured data", async () => {
        const section = page.getByRole("region", { name: mspExampleVideos.heading });
        await expect(section.getByRole("article")).toHaveCount(5);
        await expect(section.getByText("Meet the Help Desk Team")).toHaveCount(0);
        const described = await structuredVideoNames(page);
        expect(described).toHaveLength(5 + mspTabs.tabs.length);
      });
      await test.step(`${ROUTES.mspSolutions} ${NOTHING_MISSING}`, () =>
        expectNothingMissing(page, ROUTES.mspSolutions));
    },
  );

  for (const path of [ROUTES.vendorSolutions, ROUTES.mspPricing]) {
    test(`${path} ${NOTHING_MISSING}`, LAUNCHED, async ({ page }) => {
      await page.goto(path);
      await expectNothingMissing(page, path);
    });
  }

  // Narrower windows lay the lists out from the first load, so each width loads the page afresh.
  for (const width of [390, 800]) {
    for (const path of [ROUTES.portfolio, ROUTES.mspSolutions]) {
      test(`${path} ${FILLED_AT_1280.replace("1280px", `${width}px`)}`, LAUNCHED, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expectCardListsFilled(page);
      });
    }
  }
});
