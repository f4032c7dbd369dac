import { readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { ROUTE_PATHS, watchPath } from "@/lib/routes";
import { BYTE_BUDGETS } from "../../scripts/dev/bench/byte-budgets.mjs";
import {
  PHONE_VIEWPORT,
  bytesOf,
  recordPageFiles,
  settledForBytes,
} from "../../scripts/dev/bench/page-bytes.mjs";
import { expect, LAUNCHED, test } from "./fixtures";
import { everyImageSettled, imagesSettled } from "./helpers";

/*
 * Every route, loaded once in each export with JavaScript on, and checked for what holds of every
 * page (a load per check would repeat the page's parse for nothing). Its JavaScript-off reading,
 * metadata and links are checked on its one load with scripts off (search-and-sharing.spec.ts).
 *
 * - The shipped export (stand-in artwork), in a browser whose storage throws: the page works in UK
 *   mode with no console error, and every image loads.
 * - The launched export (the owner's portrait and event photos, every film and post, analytics
 *   on), as the bench loads it on a phone: the route's own JavaScript and the analytics tracker's
 *   within their byte budgets (bytes do not depend on the machine, so a route over its budget
 *   fails `npm test`; the bench keeps the timings), then every image loads.
 */

const KIB = 1024;

/** Every image on the page, each brought into view (a sideways rail's too), has loaded or fallen back. */
async function expectNoBrokenImage(page: Page) {
  expect(await everyImageSettled(page)).toEqual([]);
}

test.describe("every route of the shipped export, in a browser whose storage throws", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException("Storage is disabled", "SecurityError");
      };
      Object.defineProperty(window, "localStorage", { get: refuse });
      Object.defineProperty(window, "sessionStorage", { get: refuse });
    });
  });

  for (const path of ROUTE_PATHS) {
    test(`${path} works in UK mode with no errors and shows no broken image`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(path);
      await test.step("works in UK mode with no errors", async () => {
        await expect(page.locator("h1")).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("data-country", "UK");
        // Thumbnails and frames near the top have loaded or fallen back, errors and all.
        await imagesSettled(page);
        expect(consoleErrors).toEqual([]);
      });
      await test.step("shows no broken image", () => expectNoBrokenImage(page));
    });
  }
});

test.describe("every route of the launched export, on a phone", () => {
  test.use({ viewport: PHONE_VIEWPORT });

  /** The films' pages are one template: the first in the launched export stands for them all. */
  const [firstFilm] = readdirSync("out-launched/work").sort();
  for (const route of [...ROUTE_PATHS, watchPath(firstFilm!)]) {
    test(
      `${route} loads no more JavaScript than its budget, nor the analytics tracker more than its own, and shows no broken image`,
      LAUNCHED,
      async ({ page, baseURL }) => {
        const files = recordPageFiles(page, baseURL);
        await page.goto(route);
        await test.step("its JavaScript and the analytics tracker's within their budgets", async () => {
          await settledForBytes(page);
          const sizes = bytesOf(files, "out-launched");
          // The launched owner has analytics on: a tracker measured at 0 bytes would be one not found.
          expect(sizes.analyticsJs, "the analytics tracker's bytes").toBeGreaterThan(0);
          for (const [name, budget] of Object.entries(BYTE_BUDGETS)) {
            const measured = sizes[name as keyof typeof BYTE_BUDGETS];
            expect
              .soft(measured, `${name}: ${(measured / KIB).toFixed(1)} KiB gzip, budget ${budget / KIB} KiB`)
              .toBeLessThanOrEqual(budget);
          }
        });
        // Last: scrolling starts what waits for the screen (the booking frame and its resizer).
        await test.step("shows no broken image", () => expectNoBrokenImage(page));
      },
    );
  }
});
