import { expect, test, LAUNCHED } from "./fixtures";
import { imagesSettled } from "./helpers";

const PLAYER = /^https:\/\/www\.youtube-nocookie\.com\/embed\//;
/** The player's frame only: home's contact section also holds a (lazy) booking frame. */
const PLAYER_FRAME = 'iframe[src*="youtube-nocookie.com"]';

test.describe("video player", () => {
  for (const width of [390, 1280]) {
    test(
      `opens the cookie-free player only on click and closes by Escape, button and outside click at ${width}px`,
      LAUNCHED,
      async ({ page, consoleErrors }) => {
        await page.setViewportSize({ width, height: 900 });
        const playerRequests: string[] = [];
        // Stand in for the platform so the frame loads without the network.
        await page.route(PLAYER, (route) => {
          playerRequests.push(route.request().url());
          return route.fulfill({
            contentType: "text/html",
            body: "<!doctype html><title>player</title><p>Playing</p>",
          });
        });
        await page.goto("/");
        const card = page.getByRole("button", { name: "Play video: Live: MSP Security Roundtable" });
        await card.scrollIntoViewIfNeeded();
        // Let the card's thumbnail load (or fall back): whatever a card fetches by itself has been fetched.
        await imagesSettled(page);
        expect(playerRequests).toEqual([]);
        await expect(page.locator(PLAYER_FRAME)).toHaveCount(0);

        // Open, then Escape: focus returns to the card.
        await card.click();
        const dialog = page.getByRole("dialog", { name: "Live: MSP Security Roundtable" });
        await expect(dialog).toBeVisible();
        const frame = dialog.locator("iframe");
        await expect(frame).toHaveAttribute(
          "src",
          /^https:\/\/www\.youtube-nocookie\.com\/embed\/8rESQedUStP\?autoplay=1$/,
        );
        await expect.poll(() => playerRequests.length).toBe(1);
        await expect(frame).toHaveAttribute("allow", /autoplay/);
        // Focus stays in the page (not the player's frame), so Escape reaches the dialog.
        await expect(dialog).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(page.locator(PLAYER_FRAME)).toHaveCount(0);
        await expect(card).toBeFocused();

        // Open, then the close button.
        await card.click();
        await expect(dialog).toBeVisible();
        await dialog.getByRole("button", { name: "Close video" }).click();
        await expect(dialog).toBeHidden();
        await expect(page.locator(PLAYER_FRAME)).toHaveCount(0);
        await expect(card).toBeFocused();

        // Open, then a click outside the player. The dialog listens for outside clicks from the task
        // after it opens; by the time it has taken focus and its player has asked for the video, it
        // does, as it always has by the time a visitor's hand reaches the backdrop.
        await card.click();
        await expect(dialog).toBeVisible();
        await expect(dialog).toBeFocused();
        await expect.poll(() => playerRequests.length).toBe(3);
        // A click that lands before that task, which only a test's hand is quick enough for, is
        // followed by another, as a visitor would.
        await expect(async () => {
          await page.mouse.click(5, 895);
          await expect(dialog).toBeHidden({ timeout: 1_000 });
        }).toPass();
        await expect(page.locator(PLAYER_FRAME)).toHaveCount(0);

        expect(consoleErrors).toEqual([]);
      },
    );
  }

  test("opens from the keyboard and plays a different video per card", LAUNCHED, async ({ page }) => {
    await page.route(PLAYER, (route) => route.fulfill({ contentType: "text/html", body: "<p>Playing</p>" }));
    await page.goto("/");
    const card = page.getByRole("button", {
      name: "Play video: Northbridge IT: Onboarding Time Cut in Half",
    });
    await card.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Northbridge IT: Onboarding Time Cut in Half" });
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /\/embed\/8DwkNhFdnXs\?autoplay=1$/);
    await expect(dialog.getByRole("button", { name: "Close video" })).toBeVisible();
  });
});
