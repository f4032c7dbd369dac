import { readdirSync } from "node:fs";
import { ROUTE_PATHS, watchPath } from "@/lib/routes";
import { BYTE_BUDGETS } from "../../scripts/dev/bench/byte-budgets.mjs";
import { pageBytes } from "../../scripts/dev/bench/page-bytes.mjs";
import { expect, LAUNCHED, test } from "./fixtures";

/*
 * The byte budgets, held in every test run: bytes do not depend on the machine, so they need not
 * wait for the bench (which keeps the timings). Measured by the bench's own code, one load per
 * route, on the launched export: what visitors get, with every video and post in place and the
 * analytics tracker on, so its own budget is checked too.
 */

const KIB = 1024;

/** The films' pages are one template: the first in the launched export stands for them all. */
const [firstFilm] = readdirSync("out-launched/work").sort();
const MEASURED_ROUTES = [...ROUTE_PATHS, watchPath(firstFilm!)];

for (const route of MEASURED_ROUTES) {
  test(
    `${route} loads no more JavaScript than its budget, nor the analytics tracker more than its own`,
    LAUNCHED,
    async ({ browser, baseURL }) => {
      const sizes = await pageBytes(browser, {
        origin: baseURL,
        route,
        outDir: "out-launched",
      });
      // The launched owner has analytics on: a tracker measured at 0 bytes would be one not found.
      expect(sizes.analyticsJs, "the analytics tracker's bytes").toBeGreaterThan(0);
      for (const [name, budget] of Object.entries(BYTE_BUDGETS)) {
        const measured = sizes[name as keyof typeof BYTE_BUDGETS];
        expect
          .soft(measured, `${name}: ${(measured / KIB).toFixed(1)} KiB gzip, budget ${budget / KIB} KiB`)
          .toBeLessThanOrEqual(budget);
      }
    },
  );
}
