import { socialItems } from "@/content/social";
import { ROUTES } from "@/lib/routes";
import { expect, test } from "./fixtures";
import { openPostDetails, scrollThrough } from "./helpers";

/*
 * The export as it ships, before the owner has supplied video ids and post addresses
 * (content/owner.ts leaves them ""): nothing a visitor can press leads to a placeholder.
 */

const VIDEO_PAGES = [ROUTES.home, ROUTES.mspSolutions, ROUTES.vendorSolutions, ROUTES.mspPricing] as const;

test.describe("videos not supplied yet", () => {
  for (const path of VIDEO_PAGES) {
    test(`${path} shows its video cards as 'Coming soon', with no play control and no platform request`, async ({
      page,
      blockedRequests,
      consoleErrors,
    }) => {
      await page.goto(path);
      await scrollThrough(page);
      const cards = page.locator('article[data-video-state="coming-soon"]');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      await expect(cards.getByText("Coming soon", { exact: true })).toHaveCount(count);
      await expect(page.locator('article[data-video-state="playable"]')).toHaveCount(0);
      await expect(page.getByRole("button", { name: /^Play video:/ })).toHaveCount(0);
      // And no copy invites the visitor to press play.
      await expect(page.getByText(/press play/i)).toHaveCount(0);

      // Pressing a card does nothing: no player, no request to the video platform.
      await cards.first().click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);
      expect(blockedRequests.filter((url) => /youtube|ytimg/.test(url))).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("/portfolio/ shows its videos as 'Coming soon' and keeps its posts' images viewable", async ({
    page,
    blockedRequests,
  }) => {
    await page.goto(ROUTES.portfolio);
    const comingSoon = page.locator('[data-portfolio-item][data-action="coming-soon"]');
    await expect(comingSoon.first()).toBeVisible();
    const count = await comingSoon.count();
    await expect(comingSoon.getByText("Coming soon", { exact: true })).toHaveCount(count);
    await expect(comingSoon.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Play video:/ })).toHaveCount(0);
    await expect(page.getByText(/press play/i)).toHaveCount(0);
    // Posts with their own artwork still open it, but without a link to a post that isn't there.
    await page
      .getByRole("button", { name: /^View image:/ })
      .first()
      .click();
    const viewer = page.getByRole("dialog");
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole("link", { name: /View Original/ })).toHaveCount(0);
    expect(blockedRequests.filter((url) => /youtube|ytimg/.test(url))).toEqual([]);
  });
});

test.describe("posts not supplied yet", () => {
  test("the multi-channel ads card shows the work without a link or a 'view the post' cue", async ({
    page,
  }) => {
    await page.goto(ROUTES.home);
    const card = page.getByRole("article").filter({ hasText: "Multi-channel ad campaign" });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link")).toHaveCount(0);
    await expect(card).not.toContainText("View the post");
  });

  test("the carousel's post details have no 'View original post' link", async ({ page }) => {
    await page.goto(ROUTES.home);
    const item = socialItems[0]!;
    const { dialog } = await openPostDetails(page, item.title);
    await expect(dialog).toContainText(item.description);
    await expect(dialog.getByRole("link")).toHaveCount(0);
  });
});
