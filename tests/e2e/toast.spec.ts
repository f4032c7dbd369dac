import type { Page } from "@playwright/test";
import { countrySwitchMessages } from "@/content/country-copy";
import { ROUTES } from "@/lib/routes";
import { expect, test } from "./fixtures";

/*
 * docs/product.md §4, Toast: one at a time, a new one replaces the old, 5000 ms, paused by hover or focus,
 * dismissed by a swipe right of at least 50 px. Toasts are raised by switching country.
 */
const toasts = (page: Page) => page.locator("[data-sonner-toast]");

async function switchTo(page: Page, country: "United States" | "United Kingdom") {
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: /Choose your country/ })
    .click();
  await page.getByRole("button", { name: new RegExp(country) }).click();
}

async function raiseToast(page: Page) {
  await switchTo(page, "United States");
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toHaveAttribute("data-mounted", "true");
}

/** Drags the toast horizontally by `distance` px, slowly, from its middle. */
async function swipe(page: Page, distance: number) {
  const box = await toasts(page).first().boundingBox();
  if (!box) throw new Error("no toast to swipe");
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + distance, y, { steps: 10 });
  await page.mouse.up();
}

test.describe("toasts", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test("a new toast replaces the one showing: only one ever exists", async ({ page }) => {
    await page.goto(ROUTES.pricing);
    await raiseToast(page);
    await switchTo(page, "United Kingdom");
    await expect(page.getByText(countrySwitchMessages.UK.title)).toBeVisible();
    // The first leaves (sonner animates it out), it does not wait hidden behind the second.
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText(countrySwitchMessages.UK.title);
  });

  test("closes after 5 seconds, but not while it has keyboard focus", async ({ page }) => {
    await page.clock.install();
    await page.goto(ROUTES.pricing);
    await raiseToast(page);
    await page.keyboard.press("F8");
    await expect(page.locator("[data-sonner-toaster]")).toBeFocused();
    await page.clock.runFor(8000);
    await expect(toasts(page)).toHaveCount(1);

    // Focus leaves: the timer restarts and the toast closes after its 5 seconds.
    await page.locator("h1").click();
    await page.clock.runFor(4000);
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(2000);
    await expect(toasts(page)).toHaveCount(0);
  });

  test("a swipe right of 50 px dismisses it, a shorter one does not", async ({ page }) => {
    await page.goto(ROUTES.pricing);
    await raiseToast(page);
    await swipe(page, 30);
    await expect(toasts(page)).toHaveCount(1);
    await swipe(page, 60);
    await expect(toasts(page)).toHaveCount(0);
  });
});
