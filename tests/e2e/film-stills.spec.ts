import type { Page } from "@playwright/test";
import { expect, test, LAUNCHED } from "./fixtures";
import { everyImageSettled } from "./helpers";

/*
 * Every film shows its own still, served by the site: the build copied it in (the owner's frame,
 * YouTube's thumbnail, or the film's title card), so with YouTube unreachable, as in every
 * test here, no card falls back to one look for all and nothing asks YouTube for an image.
 */

const STILL = /^\/film-stills\/[a-z0-9-]+-[0-9a-f]{10}-\d+\.webp$/;

/** Each film card's still on the page: its address, whether it decoded, and the film it shows. */
async function filmStills(page: Page) {
  return page.locator("article[data-video-state]").evaluateAll((cards) =>
    cards.map((card) => {
      const img = card.querySelector("img[data-still]") as HTMLImageElement | null;
      return {
        film: card.getAttribute("data-film"),
        src: img?.getAttribute("src") ?? null,
        loaded: Boolean(img && img.complete && img.naturalWidth > 0),
      };
    }),
  );
}

for (const [path, launched] of [
  ["/", false],
  ["/portfolio/", false],
  ["/", true],
  ["/portfolio/", true],
] as const) {
  test(
    `${path} shows a distinct still of the site's own for every film card ${launched ? "once launched" : "in the template"}, and asks YouTube for none`,
    launched ? LAUNCHED : {},
    async ({ page, blockedRequests, consoleErrors }) => {
      await page.goto(path);
      // Each still is brought into view (a sideways rail's too) and has loaded or fallen back.
      const broken = await everyImageSettled(page);
      const stills = await filmStills(page);
      expect(stills.length).toBeGreaterThan(launched ? 8 : 10);
      for (const still of stills) {
        expect(still.src, `the still of ${still.film}`).toMatch(STILL);
        expect(still.loaded, `the still of ${still.film} decoded`).toBe(true);
      }
      // One film, one still: a film shown twice shows the same one, two films never share one.
      const byFilm = new Map(stills.map((still) => [still.film, still.src]));
      expect(new Set(byFilm.values()).size).toBe(byFilm.size);
      expect(broken).toEqual([]);
      expect(blockedRequests.filter((url) => /ytimg|youtube/.test(url))).toEqual([]);
      expect(consoleErrors).toEqual([]);
    },
  );
}
