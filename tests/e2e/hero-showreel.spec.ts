import type { Locator, Page } from "@playwright/test";
import { heroFilmCopy } from "@/content/interface";
import { heroFilmTitles } from "@/content/showreel";
import { owner as launchedOwner } from "../fixtures/owner-launched";
import { expect, test, LAUNCHED } from "./fixtures";

const { showreel, solutionFilms } = launchedOwner;

/** Each film hero on the launched export: the film it plays and the words of its controls. */
const FILM_HEROES = [
  { path: "/", film: showreel, labels: heroFilmCopy.reel, title: heroFilmTitles.home },
  {
    path: "/msp-solutions/",
    film: solutionFilms!.mspSolutions!,
    labels: heroFilmCopy.film,
    title: heroFilmTitles.mspSolutions,
  },
  {
    path: "/vendor-solutions/",
    film: solutionFilms!.vendorSolutions!,
    labels: heroFilmCopy.film,
    title: heroFilmTitles.vendorSolutions,
  },
] as const;

/**
 * Opens `path`, watching the hero's film: which of its files the browser asked for, and, recorded
 * in the page as it happens, each time the hero's video was given a source and whether the page's
 * load event had come by then (a source is the only way the clip is named: it has no `src` and
 * preloads nothing). The load listener is the page's first, so the flag is set before any of the
 * site's own listeners run.
 */
async function openWatchingClip(page: Page, path: string, film: { mp4: string; webm: string }) {
  const isClip = (url: string) => url.endsWith(film.mp4) || (film.webm !== "" && url.endsWith(film.webm));
  const clipRequests: string[] = [];
  page.on("request", (request) => {
    if (isClip(request.url())) clipRequests.push(request.url());
  });
  await page.addInitScript(() => {
    let loaded = false;
    const named: { src: string; afterLoad: boolean }[] = [];
    window.addEventListener("load", () => (loaded = true));
    new MutationObserver((records) => {
      for (const record of records) {
        const nodes = record.type === "attributes" ? [record.target] : [...record.addedNodes];
        for (const node of nodes) {
          const isSource = node instanceof HTMLSourceElement || node instanceof HTMLVideoElement;
          if (!isSource || !node.closest("[data-film-hero]") || !node.getAttribute("src")) continue;
          named.push({ src: node.getAttribute("src")!, afterLoad: loaded });
        }
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["src"] });
    Object.assign(window, { clipNamings: () => named });
  });
  await page.goto(path);
  const namings = () =>
    page.evaluate(() =>
      (window as unknown as { clipNamings: () => { src: string; afterLoad: boolean }[] }).clipNamings(),
    );
  return { clipRequests, namings };
}

/**
 * Makes the page's browser take no `<track default>`, as WebKit does not (Safari follows the
 * viewer's own caption setting): a track keeps no `default` whatever sets it.
 */
async function ignoreTrackDefault(page: Page) {
  await page.addInitScript(() => {
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
      if (this instanceof HTMLTrackElement && name.toLowerCase() === "default") return;
      setAttribute.call(this, name, value);
    };
    Object.defineProperty(HTMLTrackElement.prototype, "default", { get: () => false, set: () => {} });
  });
}

/** The mode of the dialog player's captions track. */
const captionsMode = (player: Locator) =>
  player.evaluate((video: HTMLVideoElement) => video.textTracks[0]?.mode);

const heroVideo = (page: Page) => page.locator("[data-film-hero] video");
const isPlaying = (page: Page) =>
  heroVideo(page).evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0);

test.describe("film heroes", () => {
  for (const { path, film, labels, title } of FILM_HEROES) {
    test(
      `${path} fills its hero with its own film, plays it after the page has loaded, pauses on request, and plays it with sound from "${labels.watch}"`,
      LAUNCHED,
      async ({ page }) => {
        if (film.captions) await ignoreTrackDefault(page);
        const { clipRequests, namings } = await openWatchingClip(page, path, film);
        const hero = page.locator("[data-film-hero]");
        const poster = hero.locator("img[fetchpriority=high]");
        await expect(poster).toHaveJSProperty("complete", true);
        expect(await poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
        await expect(heroVideo(page)).toHaveAttribute("aria-label", film.description);
        await expect.poll(() => isPlaying(page)).toBe(true);
        expect(await heroVideo(page).evaluate((video: HTMLVideoElement) => video.currentSrc)).toContain(
          film.webm || film.mp4,
        );

        await test.step("the poster is the first screen's largest paint", async () => {
          const largest = await page.evaluate(
            () =>
              new Promise<string>((resolve) => {
                new PerformanceObserver((list) => {
                  const { element } = list.getEntries().at(-1) as PerformanceEntry & {
                    element: Element | null;
                  };
                  const isPoster = element?.tagName === "IMG" && element.closest("[data-film-hero]") !== null;
                  resolve(isPoster ? "the poster" : String(element?.outerHTML.slice(0, 100)));
                }).observe({ type: "largest-contentful-paint", buffered: true });
              }),
          );
          expect(largest).toBe("the poster");
        });

        await test.step("the film covers over half of a 1280 × 800 screen, and a phone's full width; its controls stand on the headline's column", async () => {
          const controls = hero.locator('[data-slot="film-controls"]');
          const box = (await poster.boundingBox())!;
          expect(box.width).toBe(1280);
          expect(box.width * Math.min(box.height, 800 - box.y)).toBeGreaterThan((1280 * 800) / 2);
          // The headline sits over its left side.
          const heading = (await page.locator("h1").boundingBox())!;
          expect(heading.y).toBeGreaterThan(box.y);
          expect(heading.y + heading.height).toBeLessThan(box.y + box.height);
          // The controls line up under the words, below the calls to action, on the film.
          const controlsBox = (await controls.boundingBox())!;
          expect(Math.abs(controlsBox.x - heading.x)).toBeLessThanOrEqual(1);
          const lastAction = (await hero.locator("a").last().boundingBox())!;
          expect(controlsBox.y).toBeGreaterThan(lastAction.y + lastAction.height);
          expect(controlsBox.y + controlsBox.height).toBeLessThanOrEqual(box.y + box.height);
          await page.setViewportSize({ width: 390, height: 844 });
          const phoneFilm = (await poster.boundingBox())!;
          expect(phoneFilm.width).toBe(390);
          // On a phone, on the film's foot at the column's padding, not in the screen's corner.
          const phoneControls = (await controls.boundingBox())!;
          const phoneHeading = (await page.locator("h1").boundingBox())!;
          expect(Math.abs(phoneControls.x - phoneHeading.x)).toBeLessThanOrEqual(1);
          expect(phoneControls.x).toBeGreaterThanOrEqual(16);
          expect(phoneControls.y + phoneControls.height).toBeLessThanOrEqual(phoneFilm.y + phoneFilm.height);
          await page.setViewportSize({ width: 1280, height: 800 });
        });

        await test.step("the clip is named to the browser only after the load event", async () => {
          expect(clipRequests.length).toBeGreaterThan(0);
          const named = await namings();
          expect(named.length).toBeGreaterThan(0);
          expect(named.filter((naming) => !naming.afterLoad)).toEqual([]);
        });

        await test.step(`"${labels.watch}" plays the same film with controls and sound, and the loop rests meanwhile`, async () => {
          const watch = page.getByRole("button", { name: labels.watch });
          await watch.click();
          const dialog = page.getByRole("dialog", { name: title });
          await expect(dialog).toBeVisible();
          const player = dialog.locator("video");
          await expect(player).toHaveAttribute("controls", "");
          expect(await player.evaluate((video: HTMLVideoElement) => video.muted)).toBe(false);
          await expect
            .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentSrc))
            .toContain(film.webm || film.mp4);
          const track = player.locator("track");
          if (film.captions) {
            await expect(track).toHaveAttribute("src", film.captions);
            await expect(track).toHaveAttribute("kind", "captions");
            // This page's browser takes no `default`, as WebKit does not: the script turns them on.
            await expect(track).not.toHaveAttribute("default");
            await expect.poll(() => captionsMode(player)).toBe("showing");
          } else {
            await expect(track).toHaveCount(0);
          }
          expect(await isPlaying(page)).toBe(false);
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
          await expect(watch).toBeFocused();
          await expect.poll(() => isPlaying(page)).toBe(true);
        });

        if (film.captions) {
          await test.step("captions the viewer turns off stay off the next time the film opens, until turned on", async () => {
            const watch = page.getByRole("button", { name: labels.watch });
            const dialog = page.getByRole("dialog", { name: title });
            const player = dialog.locator("video");
            const reopen = async () => {
              await page.keyboard.press("Escape");
              await expect(dialog).toBeHidden();
              await watch.click();
              await expect(player).toHaveCount(1);
            };
            await watch.click();
            await expect.poll(() => captionsMode(player)).toBe("showing");
            // The viewer turns them off in the player's captions menu.
            await player.evaluate((video: HTMLVideoElement) => (video.textTracks[0]!.mode = "disabled"));
            await reopen();
            // The film is under way with its track, and the captions stay as the viewer left them.
            await expect
              .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime > 0))
              .toBe(true);
            expect(await captionsMode(player)).not.toBe("showing");
            // And on again: the next opening shows them.
            await player.evaluate((video: HTMLVideoElement) => (video.textTracks[0]!.mode = "showing"));
            await reopen();
            await expect.poll(() => captionsMode(player)).toBe("showing");
            await page.keyboard.press("Escape");
            await expect(dialog).toBeHidden();
          });
        }

        await test.step("off screen the loop rests, and a visitor's pause holds", async () => {
          const scrollTo = (y: number) =>
            page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
          await scrollTo(4000);
          await expect.poll(() => isPlaying(page)).toBe(false);
          await scrollTo(0);
          await expect.poll(() => isPlaying(page)).toBe(true);

          await page.getByRole("button", { name: labels.pause }).click();
          await expect.poll(() => isPlaying(page)).toBe(false);
          const stoppedAt = await heroVideo(page).evaluate(
            (element: HTMLVideoElement) => element.currentTime,
          );
          // Coming back into view does not restart it.
          await scrollTo(4000);
          await scrollTo(0);
          await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 1000 })));
          expect(await heroVideo(page).evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(
            stoppedAt,
          );
          await page.getByRole("button", { name: labels.play }).click();
          await expect.poll(() => isPlaying(page)).toBe(true);
        });
      },
    );
  }

  for (const [preference, setUp] of [
    ["prefers reduced motion", (page: Page) => page.emulateMedia({ reducedMotion: "reduce" })],
    [
      "saves data",
      (page: Page) =>
        page.addInitScript(() =>
          Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }),
        ),
    ],
  ] as const) {
    test(`a visitor who ${preference} keeps the poster until they press play`, LAUNCHED, async ({ page }) => {
      await setUp(page);
      const { clipRequests, namings } = await openWatchingClip(page, "/", showreel);
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })));
      const play = page.getByRole("button", { name: heroFilmCopy.reel.play });
      await expect(play).toBeVisible();
      expect(clipRequests).toEqual([]);
      expect(await namings()).toEqual([]);
      expect(await isPlaying(page)).toBe(false);

      await play.click();
      await expect.poll(() => isPlaying(page)).toBe(true);
      await expect(page.getByRole("button", { name: heroFilmCopy.reel.pause })).toBeVisible();
    });
  }

  test("without a film, each film hero is a full-bleed designed still, with no video at all", async ({
    page,
  }) => {
    for (const path of ["/", "/msp-solutions/", "/vendor-solutions/"]) {
      await page.goto(path);
      const still = page.locator("[data-film-hero] [aria-hidden=true]").first();
      await expect(page.locator("video")).toHaveCount(0);
      await expect(page.getByRole("button", { name: heroFilmCopy.reel.watch })).toHaveCount(0);
      const [heading, stillBox] = await Promise.all([page.locator("h1").boundingBox(), still.boundingBox()]);
      // Behind the headline, edge to edge, filling the first screen below the nav bar.
      expect(stillBox!.width).toBe(1280);
      expect(stillBox!.height).toBeGreaterThanOrEqual(800 - stillBox!.y);
      expect(heading!.y).toBeGreaterThan(stillBox!.y);
      // On a phone, a full-width band above the headline.
      await page.setViewportSize({ width: 390, height: 844 });
      const [phoneHeading, phoneStill] = await Promise.all([
        page.locator("h1").boundingBox(),
        still.boundingBox(),
      ]);
      expect(phoneStill!.width).toBe(390);
      expect(phoneStill!.y + phoneStill!.height).toBeLessThanOrEqual(phoneHeading!.y);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
