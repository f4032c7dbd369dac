import { calculatorCopy, calculatorServices } from "@/content/calculator";
import { ROUTE_PATHS, ROUTES } from "@/lib/routes";
import { expect, rememberCountry, test } from "./fixtures";
import { problemsAcrossWidths } from "./layout-problems";
import { AMERICAN, BRITISH, readableText, wordsIn } from "./spelling-check";

/*
 * Every page in both countries, one load each: it reads in the country's spelling, and it holds
 * together from a small phone to a wide desktop (nothing is wider than the viewport, and no text
 * runs out of a box that clips it).
 */
for (const country of ["UK", "US"] as const) {
  test.describe(`${country} pages`, () => {
    for (const path of ROUTE_PATHS) {
      test(`${path} reads ${country === "US" ? "American in US mode" : "British in UK mode"} and fits every width from 320 to 1440px`, async ({
        page,
      }) => {
        await rememberCountry(page, country);
        await page.goto(path);
        await test.step("spelling", async () => {
          const text = await readableText(page, country);
          expect(wordsIn(text, country === "US" ? BRITISH : AMERICAN)).toEqual([]);
        });
        await test.step("layout at every width", async () => {
          expect(await problemsAcrossWidths(page)).toEqual([]);
        });
      });
    }

    test("a six-figure calculator quote fits every width", async ({ page }) => {
      await rememberCountry(page, country);
      // The largest quantity of every service: far past six figures in pounds and in dollars.
      const everything = calculatorServices.map((service) => `${service.id}:999`).join(",");
      await page.goto(`${ROUTES.masterPricing}#quote=${everything}`);
      const summary = page.getByRole("region", { name: calculatorCopy.summaryHeading });
      await expect(summary).toContainText(/\d{3},\d{3}/);
      expect(await problemsAcrossWidths(page)).toEqual([]);
    });
  });
}
