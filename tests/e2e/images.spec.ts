import { ROUTE_PATHS } from "@/lib/routes";
import { expect, test, LAUNCHED } from "./fixtures";
import { imageReport, scrollThrough } from "./helpers";

/*
 * Every image on every route loads, in the export as it ships (stand-in artwork) and in the
 * launched one (the owner's portrait and event photos, from the paths in their owner file).
 */
for (const [build, tag] of [
  ["shipped", {}],
  ["launched", LAUNCHED],
] as const) {
  test.describe(`images in the ${build} export`, () => {
    for (const path of ROUTE_PATHS) {
      test(`${path} shows no broken image`, tag, async ({ page }) => {
        await page.goto(path);
        await scrollThrough(page);
        await expect.poll(async () => (await imageReport(page)).pending, { timeout: 10_000 }).toBe(0);
        expect((await imageReport(page)).broken).toEqual([]);
      });
    }
  });
}
