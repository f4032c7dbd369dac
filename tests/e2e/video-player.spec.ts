import { expect, test, LAUNCHED } from "./fixtures";
import { imagesSettled } from "./helpers";
import { PLAYER, standInForPlayer } from "./youtube-stand-in";

/** The player's frame only: home's contact section also holds a (lazy) booking frame. */
const PLAYER_FRAME = 'iframe[src*="youtube-nocookie.com"]';

test.describe("video player", () => {
  for (const width of [390, 1280]) {
    test(
      `opens the cookie-free player only on click and closes by Escape, button and outside click at ${width}px`,
      LAUNCHED,
      async ({ page, consoleErrors }) => {
        await page.setViewportSize({ width, height: 900 });
        // Stand in for the platform so the frame loads without the network.
        const playerRequests = await standInForPlayer(page);
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
          /^https:\/\/www\.youtube-nocookie\.com\/embed\/8rESQedUStP\?autoplay=1&enablejsapi=1&origin=/,
        );
        await expect.poll(() => playerRequests.length).toBe(1);
        await expect(frame).toHaveAttribute("allow", /autoplay/);
        // The player answered on its channel: nothing covers it.
        await expect(dialog.locator('[data-player-state="answered"]')).toHaveCount(1);
        await expect(dialog.getByRole("status")).toHaveCount(0);
        // Never a dead end: the film's own page and YouTube itself, under the player.
        await expect(dialog.getByRole("link", { name: /About this film/ })).toHaveAttribute(
          "href",
          "/work/live-msp-security-roundtable/",
        );
        const youtube = dialog.getByRole("link", { name: /Watch on YouTube/ });
        await expect(youtube).toHaveAttribute("href", "https://www.youtube.com/watch?v=8rESQedUStP");
        await expect(youtube).toHaveAttribute("target", "_blank");
        await expect(youtube).toHaveAttribute("rel", "noopener noreferrer");
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

  test(
    "shows the film's still and a way to YouTube when the player is blocked",
    LAUNCHED,
    async ({ page, blockedRequests }) => {
      // No stand-in: the shared fixture blocks the player's address, as a privacy blocker would.
      await page.goto("/portfolio/?filter=creative");
      await page.getByRole("button", { name: "Play video: Patch Tuesday: The Musical" }).click();
      const dialog = page.getByRole("dialog", { name: "Patch Tuesday: The Musical" });
      await expect(dialog.getByRole("status")).toContainText("couldn't load", { timeout: 10_000 });
      expect(blockedRequests.some((url) => PLAYER.test(url))).toBe(true);
      const still = dialog.locator('img[src^="/film-stills/"]');
      await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const youtube = dialog.getByRole("status").getByRole("link", { name: /Watch on YouTube/ });
      await expect(youtube).toHaveAttribute("href", "https://www.youtube.com/watch?v=L7DxtpYlSXp");
      await expect(youtube).toHaveAttribute("rel", "noopener noreferrer");
      // Still a dialog like any other: Escape closes it.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    },
  );

  test("opens from the keyboard and plays a different video per card", LAUNCHED, async ({ page }) => {
    await standInForPlayer(page);
    await page.goto("/");
    // The sample videos' frame (the featured case above them plays the same film).
    const card = page.locator("#portfolio").getByRole("button", {
      name: "Play video: Northbridge IT: Onboarding Time Cut in Half",
    });
    await card.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Northbridge IT: Onboarding Time Cut in Half" });
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /\/embed\/8DwkNhFdnXs\?autoplay=1&/);
    await expect(dialog.getByRole("button", { name: "Close video" })).toBeVisible();
  });
});
