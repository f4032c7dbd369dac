import { portfolioItems } from "@/content/portfolio";
import { ROUTES } from "@/lib/routes";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * Launch resilience: pages that read and link without JavaScript, and text that keeps its measure
 * when the brand fonts never arrive. Every route's own checks (its links, its reading without
 * JavaScript, a browser whose storage throws) are made on its one load in search-and-sharing.spec.ts
 * and every-route.spec.ts.
 */

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("MSP pricing shows its figures in pounds with the VAT note", async ({ page }) => {
    await page.goto(ROUTES.mspPricing);
    for (const price of ["£995", "£2,495", "£3,495", "£745", "£1,495", "£395", "£235"]) {
      await expect(page.getByText(price).first()).toBeVisible();
    }
    await expect(page.getByText("plus VAT").first()).toBeVisible();
  });

  test("the portfolio grid and the calculator's services are in the page", async ({ page }) => {
    await page.goto(ROUTES.portfolio);
    await expect(
      page.getByRole("main").getByRole("heading", { name: portfolioItems[0]!.title }),
    ).toBeVisible();
    await page.goto(ROUTES.masterPricing);
    await expect(page.getByText("90 Second Video").first()).toBeVisible();
  });

  test("links work: a visitor can go from home to the portfolio and on to contact", async ({ page }) => {
    await page.goto(ROUTES.home);
    await page.getByRole("link", { name: "See the Results" }).click();
    await expect(page).toHaveURL(/\/portfolio\/$/);
    await expect(page.locator("h1")).toHaveText("Our Work");
    await page.getByRole("contentinfo").getByRole("link", { name: "Content Strategy" }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.locator("h1")).toHaveText("Let's Start a Conversation");
  });
});

test.describe("when the brand fonts never arrive", () => {
  /** The heading (the display face) and the lead paragraph (the body face) of the first screen. */
  const TEXTS = ["main h1", "main h1 ~ p"];
  /** The brand fonts' families as app/fonts.ts names them. */
  const BRAND_FONTS = ["displayFont", "bodyFont"];

  /** The width each text takes on one line, in the face the page draws it in, and whether the brand fonts loaded. */
  async function measures(page: Page) {
    await page.goto(ROUTES.contact);
    await page.evaluate(() => document.fonts.ready);
    return page.evaluate(
      ([selectors, families]) => {
        const widths = selectors.map((selector) => {
          const copy = document.querySelector(selector)!.cloneNode(true) as HTMLElement;
          Object.assign(copy.style, {
            position: "absolute",
            whiteSpace: "nowrap",
            width: "auto",
            maxWidth: "none",
          });
          document.body.append(copy);
          const width = copy.getBoundingClientRect().width;
          copy.remove();
          return width;
        });
        const loaded = [...document.fonts]
          .filter(({ family, status }) => families.includes(family) && status === "loaded")
          .map(({ family }) => family);
        return { widths, loaded };
      },
      [TEXTS, BRAND_FONTS] as const,
    );
  }

  test("its text is set in a fallback face drawn to the fonts' measure, wherever Arial is missing", async ({
    page,
    context,
  }) => {
    const withFonts = await measures(page);
    expect(withFonts.loaded.sort()).toEqual([...BRAND_FONTS].sort());
    const without = await context.newPage();
    await without.route("**/*.woff2", (route) => route.abort());
    const fallback = await measures(without);
    expect(fallback.loaded).toEqual([]);
    // This machine has no Arial: the fallback faces draw from its metric twin. Without one the
    // text falls to the system face at its own size, 7–17% wider here.
    fallback.widths.forEach((width, index) => {
      expect(width / withFonts.widths[index]!, TEXTS[index]).toBeGreaterThan(0.97);
      expect(width / withFonts.widths[index]!, TEXTS[index]).toBeLessThan(1.03);
    });
  });
});
