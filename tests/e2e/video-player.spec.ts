import { PLAYER_ANSWER_MS } from "@/components/video/player-answer";
import { expect, test, LAUNCHED } from "./fixtures";
import { imagesSettled } from "./helpers";
import { pausedClock } from "./paused-clock";
import { answerNow, PLAYER, standInForPlayer, standInHeardListening } from "./youtube-stand-in";

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

  test.describe("on a clock the test moves", () => {
    // The page is opened on a paused clock (./paused-clock.ts), which waits for hydration itself.
    test.use({ waitForHydration: false });

    test(
      "shows the film's still, never the browser's error frame, then a way to YouTube when the player is blocked",
      LAUNCHED,
      async ({ page, blockedRequests }) => {
        // No stand-in: the shared fixture blocks the player's address, as a privacy blocker would.
        const clock = await pausedClock(page);
        await clock.open("/portfolio/?filter=creative");
        await page.getByRole("button", { name: "Play video: Patch Tuesday: The Musical" }).click();
        const dialog = page.getByRole("dialog", { name: "Patch Tuesday: The Musical" });
        const frame = dialog.locator("iframe");
        await clock.runUntilAttached(frame);
        await expect.poll(() => blockedRequests.some((url) => PLAYER.test(url))).toBe(true);
        // While the player has its time, the film's still stands in the frame's place.
        await expect(frame).toBeHidden();
        await expect(dialog.locator('[data-player-state="waiting"] img[src^="/film-stills/"]')).toBeVisible();
        await clock.runFor(PLAYER_ANSWER_MS - 100);
        await expect(dialog.getByRole("status")).toHaveCount(0);
        await expect(frame).toBeHidden();
        // Its time from the frame's insertion is up: the way out.
        await clock.runFor(100);
        await expect(dialog.getByRole("status")).toContainText("couldn't load");
        await expect(frame).toBeHidden();
        const still = dialog.locator('[data-player-state="failed"] img[src^="/film-stills/"]');
        await expect
          .poll(() => still.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        const youtube = dialog.getByRole("status").getByRole("link", { name: /Watch on YouTube/ });
        await expect(youtube).toHaveAttribute("href", "https://www.youtube.com/watch?v=L7DxtpYlSXp");
        await expect(youtube).toHaveAttribute("rel", "noopener noreferrer");
        await clock.resume();
        // Still a dialog like any other: Escape closes it.
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      },
    );

    test(
      "opens from the keyboard and plays a different video per card, from static HTML React does not own, showing the still until a late player answers",
      LAUNCHED,
      async ({ page }) => {
        // A player on a slow connection: ready only once the test says so.
        await standInForPlayer(page, { readyWhenTold: true });
        const clock = await pausedClock(page);
        await clock.open("/");
        // The sample videos' frame (the featured case above them plays the same film).
        const card = page.locator("#portfolio").getByRole("button", {
          name: "Play video: Northbridge IT: Onboarding Time Cut in Half",
        });
        // The card is static HTML (docs/decisions/static-sections.md), here inside the static run of
        // its whole section: React owns nothing in it, its play control included, which the page's
        // shared player answers.
        const owned = await card.evaluate((button) => {
          const article = button.closest("article")!;
          const fiber = (node: object) => Object.keys(node).some((key) => key.startsWith("__reactFiber"));
          return {
            static: article.closest("[data-static]") !== null,
            owned: [article, ...article.querySelectorAll("*")].some(fiber),
          };
        });
        expect(owned).toEqual({ static: true, owned: false });
        await card.focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog", { name: "Northbridge IT: Onboarding Time Cut in Half" });
        const frame = dialog.locator("iframe");
        await clock.runUntilAttached(frame);
        await expect(frame).toHaveAttribute("src", /\/embed\/8DwkNhFdnXs\?autoplay=1&/);
        await expect(dialog.getByRole("button", { name: "Close video" })).toBeVisible();
        // The frame has loaded and the page has said it listens; the player is not ready yet.
        await expect.poll(() => standInHeardListening(page)).toBe(true);
        await expect(frame).toBeHidden();
        await expect(dialog.locator('[data-player-state="waiting"] img[src^="/film-stills/"]')).toBeVisible();
        await clock.runFor(PLAYER_ANSWER_MS - 500);
        await expect(frame).toBeHidden();
        // Ready late in its time: the player shows, and nothing covers it once its time is past.
        await answerNow(page);
        await expect(frame).toBeVisible();
        await expect(dialog.locator('[data-player-state="answered"] img')).toHaveCount(0);
        await clock.runFor(PLAYER_ANSWER_MS);
        await expect(frame).toBeVisible();
        await expect(dialog.getByRole("status")).toHaveCount(0);
      },
    );
  });
});
