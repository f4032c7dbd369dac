import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { calculatorCopy, calculatorServices } from "@/content/calculator";
import { ROUTES, ROUTE_PATHS, watchPath } from "@/lib/routes";
import { EXPORT_DIRS, servedExports } from "./exports/served-exports";
import { cspViolations, expectHashedScriptPolicy, watchCspViolations } from "./content-security";
import { expect, test } from "./fixtures";
import { imagesSettled, scrollThrough } from "./helpers";

/*
 * The export as the post-build step writes it on a Next version its rewrites of Next's private
 * output are not proved on (`--plain`, built by `npm run build -- --plain-export out-plain` from
 * the same `next build` as out/): Next's own scripts and flight data, with the steps that read
 * the finished HTML (the CSP, the fonts, their names). Every page renders, hydrates, keeps its security policy and logs no error, so that path
 * is proved on every change, not first on the day Next moves past the proved range.
 */

const [firstFilm] = readdirSync("out-plain/work").sort();
const NOT_FOUND = "/no-such-page/";
const PATHS = [...ROUTE_PATHS, watchPath(firstFilm!), NOT_FOUND];

test.describe("the export without the private rewrites", () => {
  test.beforeEach(async ({ page }) => watchCspViolations(page));

  for (const path of PATHS) {
    test(`${path} renders, hydrates and keeps its security policy with no console error`, async ({
      page,
      consoleErrors,
    }) => {
      // The fixture waits for <html data-hydrated>, which only a hydrated page gets.
      await page.goto(path);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await test.step("its flight data and scripts are Next's own", async () => {
        await expect(page.locator("script[data-paint-first], script[data-flight]")).toHaveCount(0);
        expect(
          await page
            .locator("script:not([src])")
            .evaluateAll(
              (scripts) =>
                scripts.filter((script) => script.textContent?.includes("self.__next_f.push(")).length,
            ),
        ).toBeGreaterThan(0);
      });
      await test.step("a hashed content security policy, violated nowhere", async () => {
        await expectHashedScriptPolicy(page);
        await scrollThrough(page);
        await imagesSettled(page);
        expect(await cspViolations(page)).toEqual([]);
      });
      if (path === ROUTES.masterPricing) {
        await test.step("its island answers: a quantity typed prices the quote", async () => {
          const [first] = calculatorServices;
          await page
            .getByRole("spinbutton", {
              name: `${calculatorCopy.quantityLabel} of ${first!.name}, ${first!.category}`,
              exact: true,
            })
            .fill("2");
          await expect(page.getByRole("region", { name: calculatorCopy.summaryHeading })).toBeVisible();
        });
      }
      // The not-found page is itself answered with 404, which the browser logs once; nothing else may fail.
      expect(consoleErrors).toEqual(
        path === NOT_FOUND
          ? ["Failed to load resource: the server responded with a status of 404 (Not Found)"]
          : [],
      );
    });
  }
});

test("no export ships an RSC payload: its only text files are robots.txt and the site's own", () => {
  const textFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? textFiles(join(dir, entry.name))
        : entry.name.endsWith(".txt")
          ? [join(dir, entry.name)]
          : [],
    );
  // Every export this run serves (all three in `npm test`), with the folders its files come from.
  for (const name of servedExports) {
    const dir = EXPORT_DIRS[name];
    const publicDirs = name === "launched" ? ["public", "tests/fixtures/launched-public"] : ["public"];
    const unexpected = textFiles(dir)
      .map((file) => relative(dir, file))
      .filter((file) => file !== "robots.txt" && !publicDirs.some((from) => existsSync(join(from, file))));
    expect([dir, unexpected]).toEqual([dir, []]);
  }
});
