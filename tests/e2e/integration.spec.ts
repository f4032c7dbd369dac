import { ROUTES } from "@/lib/routes";
import { expect, test, LAUNCHED } from "./fixtures";

test.describe("scroll nav items", () => {
  test("scroll to their section 80px below the top on the home page, without a reload", async ({ page }) => {
    await page.goto(ROUTES.home);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole("contentinfo").getByRole("link", { name: "Get in Touch", exact: true }).click();
    await expect
      .poll(() => page.locator("#contact").evaluate((node) => Math.round(node.getBoundingClientRect().top)))
      .toBe(80);
    await expect(page).toHaveURL(/#contact$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test("navigate to the home page plus the anchor from another page", async ({ page }) => {
    await page.goto(ROUTES.pricing);
    await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.locator("#about")).toBeInViewport();
  });
});

test.describe("sales-page videos", () => {
  for (const path of [ROUTES.mspSolutions, ROUTES.vendorSolutions, ROUTES.mspPricing]) {
    test(`open the shared player on ${path}`, LAUNCHED, async ({ page }) => {
      await page.route("https://www.youtube-nocookie.com/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>player</title><p>stand-in player</p>" }),
      );
      await page.goto(path);
      const play = page.getByRole("main").getByRole("article").getByRole("button").first();
      const title = ((await play.getAttribute("aria-label")) ?? "").replace(/^Play video:\s*/, "").trim();
      await play.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading")).toHaveText(title);
      await expect(dialog.locator("iframe")).toHaveAttribute(
        "src",
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/,
      );
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(play).toBeFocused();
    });
  }
});
