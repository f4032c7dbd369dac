import { ROUTES } from "@/lib/routes";
import { expect, LAUNCHED, test } from "./fixtures";
import { holdScripts } from "./helpers";
import { standInForPlayer } from "./youtube-stand-in";

/*
 * A tap on a button before React has taken over the page is kept and given to the button once the
 * page is hydrated (components/layout/early-tap-script.tsx). The framework scripts are held back,
 * as a phone on a slow network does for about a second after the first paint, then let through.
 */
test.describe("a tap before the page is hydrated", () => {
  test.use({ waitForHydration: false });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test("opens the menu once the page is hydrated", async ({ page, consoleErrors }) => {
      const release = await holdScripts(page);
      await page.goto(ROUTES.home, { waitUntil: "domcontentloaded" });
      await page.getByRole("button", { name: "Open menu" }).tap();
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
      await release();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: "Our Work" })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test("two taps on the menu button still leave it open", async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(ROUTES.pricing, { waitUntil: "domcontentloaded" });
      const toggle = page.getByRole("button", { name: "Open menu" });
      await toggle.tap();
      await toggle.tap();
      await release();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    });

    test("a link tapped before hydration navigates at once, as without JavaScript", async ({ page }) => {
      await holdScripts(page);
      await page.goto(ROUTES.pricing, { waitUntil: "domcontentloaded" });
      await page.getByRole("link", { name: "View MSP Pricing" }).tap();
      await expect(page).toHaveURL(ROUTES.mspPricing);
    });
  });

  test("on a desktop, opens the country choice once the page is hydrated", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const release = await holdScripts(page);
    await page.goto(ROUTES.mspPricing, { waitUntil: "domcontentloaded" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: /Choose your country/ }).click();
    await expect(nav.getByRole("button", { name: /United States/ })).toBeHidden();
    await release();
    await expect(nav.getByRole("button", { name: /United States/ })).toBeVisible();
    await nav.getByRole("button", { name: /United States/ }).click();
    await expect(page.locator("html")).toHaveAttribute("data-country", "US");
  });

  test(
    "a film card's play control opens the player once the page is hydrated",
    LAUNCHED,
    async ({ page }) => {
      await standInForPlayer(page);
      const release = await holdScripts(page);
      await page.goto(ROUTES.home, { waitUntil: "domcontentloaded" });
      await page.getByRole("button", { name: "Play video: Live: MSP Security Roundtable" }).click();
      const dialog = page.getByRole("dialog", { name: "Live: MSP Security Roundtable" });
      await expect(dialog).toBeHidden();
      await release();
      await expect(dialog).toBeVisible();
      await expect(dialog.locator("iframe")).toHaveAttribute("src", /\/embed\/8rESQedUStP\?autoplay=1&/);
    },
  );
});

test("a tap after hydration is handled at once, not held", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The fixture waits for hydration after goto.
  await page.goto(ROUTES.contact);
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
});
