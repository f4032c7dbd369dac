import { deflateSync } from "node:zlib";
import { expect, type Locator, type Page } from "@playwright/test";
import { DEFERRED_BANDS_ATTRIBUTE } from "@/components/head-scripts/page-marks";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid grey PNG of the given size: stands in for YouTube's thumbnails (and its 120×90 placeholder). */
export function solidPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.alloc(width + 1, 0x80);
  row[0] = 0; // no filter
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Scrolls the whole page in steps so that every image on it comes into view, and so has its
 * chance to load (or fail): down a screen at a time, and at each step across every sideways rail
 * in view, a rail's width at a time. Only an image in view is sure to be asked for: how far ahead
 * of the screen the browser starts a lazy one depends on the network it estimates (Chromium: 1,250
 * px on a fast connection, several thousand when it cannot tell), so a test that counts on that
 * passes or fails with the machine, not with the site.
 */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // One viewport per step: everything on the page is in view at one step or another.
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    // Intersection observers report after the next rendering step; let two frames pass, or a
    // second: a headless renderer on a loaded machine has gone a whole minute without a frame, and
    // what the caller asserts next polls until the images have had their chance.
    await nextFrames(page, 2, 1_000);
    await scrollRailsAcross(page);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/**
 * Scrolls each sideways rail now in view across, its width at a time (snapping off meanwhile, so
 * no step is pulled back), letting two frames pass at each step, then puts it back as it was.
 */
async function scrollRailsAcross(page: Page) {
  await page.evaluate(async () => {
    const frames = (count: number) =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, 1_000);
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(count);
      });
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    };
    const rails = [...document.querySelectorAll<HTMLElement>("body *")].filter((element) => {
      if (element.scrollWidth <= element.clientWidth + 1 || !inView(element)) return false;
      return /^(auto|scroll)$/.test(getComputedStyle(element).overflowX);
    });
    for (const rail of rails) {
      const { scrollLeft, style } = rail;
      const snap = style.scrollSnapType;
      style.scrollSnapType = "none";
      for (let left = rail.clientWidth; left < rail.scrollWidth; left += rail.clientWidth) {
        rail.scrollTo({ left, behavior: "instant" });
        await frames(2);
      }
      rail.scrollTo({ left: scrollLeft, behavior: "instant" });
      style.scrollSnapType = snap;
    }
  });
}

/**
 * Resolves after the page has rendered `count` more frames: observers and paints have caught up.
 * With `orAfterMs`, it also resolves after that long if the renderer produces no frames meanwhile.
 */
export async function nextFrames(page: Page, count = 2, orAfterMs?: number) {
  await page.evaluate(
    ([frames, limit]) =>
      new Promise<void>((resolve) => {
        if (limit !== undefined) setTimeout(resolve, limit);
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(frames);
      }),
    [count, orAfterMs] as const,
  );
}

/**
 * Resolves once the text on the page is laid out in the faces it will keep. The layout forced first
 * starts the loads of the faces the text uses (until then `document.fonts.ready` has nothing to wait
 * for); a page read at DOMContentLoaded may otherwise be measured in the fallback face, inside the
 * brand faces' block period, before anything was painted.
 */
export async function fontsSettled(page: Page) {
  await page.evaluate(async () => {
    document.body.getBoundingClientRect();
    await document.fonts.ready;
  });
  await nextFrames(page);
}

/**
 * Waits until no image in the viewport is still loading (each has loaded, or failed into its
 * fallback). Lazy images further down have not started, and are not waited for.
 */
export async function imagesSettled(page: Page) {
  await expect
    .poll(async () => (await imageReport(page, { inViewportOnly: true })).pending, { timeout: 10_000 })
    .toBe(0);
}

/**
 * Every <img> that is rendered visibly must have decoded (naturalWidth > 0). Thumbnails still
 * fetching are reported as pending, so callers can poll until the page settles. With
 * `bringPendingIntoView`, each image still pending is scrolled into view (a sideways rail's too)
 * and given two frames: a lazy image is only sure to be asked for in view, and a renderer on a
 * busy machine may have let one scroll past before its observer saw it.
 */
export async function imageReport(page: Page, { inViewportOnly = false, bringPendingIntoView = false } = {}) {
  return page.evaluate(
    async ({ viewportOnly, bringIntoView }) => {
      const inViewport = (img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        return (
          box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth
        );
      };
      const images = [...document.querySelectorAll("img")].filter((img) => !viewportOnly || inViewport(img));
      const broken: string[] = [];
      const pending: HTMLImageElement[] = [];
      for (const img of images) {
        const style = getComputedStyle(img);
        const hidden =
          style.display === "none" || style.visibility === "hidden" || img.getClientRects().length === 0;
        if (hidden) continue;
        if (img.dataset.thumbnailState === "loading") {
          pending.push(img);
          continue;
        }
        if (!img.complete) pending.push(img);
        else if (img.naturalWidth === 0) broken.push(img.currentSrc || img.src);
      }
      if (bringIntoView) {
        for (const img of pending) {
          img.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
          await new Promise<void>((resolve) => {
            setTimeout(resolve, 1_000);
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          });
        }
      }
      return { broken, pending: pending.length, total: images.length };
    },
    { viewportOnly: inViewportOnly, bringIntoView: bringPendingIntoView },
  );
}

/**
 * Every image on the page has loaded or fallen back: each comes into view as the page is scrolled
 * through, and one still pending after that is brought into view on its own until it settles.
 * Returns the images that are broken.
 */
export async function everyImageSettled(page: Page): Promise<string[]> {
  await scrollThrough(page);
  await expect
    .poll(async () => (await imageReport(page, { bringPendingIntoView: true })).pending, { timeout: 15_000 })
    .toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: "instant" }));
  return (await imageReport(page)).broken;
}

/** Opens a home carousel post's details from its card; returns the card's button and the dialog. */
export async function openPostDetails(
  page: Page,
  title: string,
): Promise<{ trigger: Locator; dialog: Locator }> {
  const trigger = page
    .getByRole("list", { name: "Social posts" })
    .getByRole("button", { name: new RegExp(title) });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return { trigger, dialog };
}

/**
 * Holds every framework script file until the returned `release()`, as a phone on a slow network
 * does for about a second after the first paint; the inline scripts in the HTML still run. Pair
 * with `test.use({ waitForHydration: false })`. `release()` lets the scripts through and resolves
 * once React has hydrated the page (`<html data-hydrated>`).
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let released = false;
  const held: (() => Promise<void>)[] = [];
  await page.route("**/_next/static/**/*.js", (route) => {
    if (released) return route.continue();
    held.push(() => route.continue());
  });
  return async () => {
    released = true;
    await Promise.all(held.map((go) => go()));
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  };
}

/** For each element matching `selector`, whether its contents are rendered (not skipped by content-visibility). */
export async function contentsRendered(page: Page, selector: string): Promise<boolean[]> {
  return (await contentsLayout(page, selector)).map(({ rendered }) => rendered);
}

/** Where an element starts, in px from the top of the page, and whether its contents are rendered. */
export type ContentsLayout = { top: number; rendered: boolean };

/** For each element matching `selector`, in page order: where it starts and whether its contents are rendered. */
export function contentsLayout(page: Page, selector: string): Promise<ContentsLayout[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => ({
      top: element.getBoundingClientRect().top + window.scrollY,
      rendered: element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
    })),
  );
}

/**
 * Holds the page's load event until the returned `release()`, whatever the page itself loads: an
 * image the page never shows is requested as each document starts, and its answer waits. Call
 * before the page is opened, and open it with `waitUntil: "domcontentloaded"`. `release()`
 * resolves once the load event has fired.
 */
export async function holdLoadEvent(page: Page): Promise<() => Promise<void>> {
  const path = "/__test-holds-load.png";
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await held;
    await route.fulfill({ contentType: "image/png", body: solidPng(1, 1) });
  });
  await page.addInitScript((src) => {
    // An image that is loading delays its document's load event, in the document or not.
    const image = new Image();
    image.src = src;
    Object.assign(window, { testHoldsLoad: image });
  }, path);
  return async () => {
    release();
    await page.waitForFunction(() => document.readyState === "complete");
  };
}

/** How a `content-visibility: auto` element was found in one rendering update. */
export type ContentVisibilityState = "laid out" | "skipped";

/**
 * From the first frame on, records each change of the elements matching `selector` between laid
 * out and skipped (`contentvisibilityautostatechange`); call before the page is opened. Returns a
 * reader of the changes so far: one list per matching element, in page order.
 */
export async function recordContentVisibility(
  page: Page,
  selector: string,
): Promise<() => Promise<ContentVisibilityState[][]>> {
  await page.addInitScript((matching) => {
    const changes = new Map<Element, string[]>();
    Object.assign(window, {
      contentVisibilityChanges: () =>
        [...document.querySelectorAll(matching)].map((element) => changes.get(element) ?? []),
    });
    document.addEventListener(
      "contentvisibilityautostatechange",
      (event) => {
        const element = event.target as Element;
        if (!element.matches(matching)) return;
        const skipped = (event as ContentVisibilityAutoStateChangeEvent).skipped;
        changes.set(element, [...(changes.get(element) ?? []), skipped ? "skipped" : "laid out"]);
      },
      true,
    );
  }, selector);
  return () =>
    page.evaluate(() =>
      (
        window as unknown as { contentVisibilityChanges: () => ContentVisibilityState[][] }
      ).contentVisibilityChanges(),
    );
}

/** An element's layout while the page loads, and each change the browser made to it since the first frame. */
export type LoadingLayout = ContentsLayout & { index: number; states: ContentVisibilityState[] };

/**
 * Opens `path` as a visitor's page is while it loads: the load event held until `release()`, the
 * bands deferred, the text in its own faces (the layout a visitor has meanwhile). `layout()` reads
 * each element matching `selector`, in page order: where it starts, whether it is rendered, and its
 * content-visibility changes since the first frame.
 */
export async function openWhileLoading(page: Page, path: string, selector: string) {
  const changes = await recordContentVisibility(page, selector);
  const release = await holdLoadEvent(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("data-bands", "deferred");
  await fontsSettled(page);
  const layout = async (): Promise<LoadingLayout[]> => {
    const positions = await contentsLayout(page, selector);
    const seen = await changes();
    return positions.map((position, index) => ({ ...position, index, states: seen[index] ?? [] }));
  };
  return { release, layout, screen: page.viewportSize()!.height };
}

/**
 * The elements starting more than two screens below the first: well past the browser's reach for
 * content-visibility (one and a half screens), so no frame's layout while the page loads, even one
 * before the fonts arrived, can bring them into it.
 */
export function farBelowFirstScreen(layout: LoadingLayout[], screen: number): LoadingLayout[] {
  return layout.filter(({ top }) => top > 3 * screen);
}

/**
 * The main text as a visitor reads it, once every band is laid out: bands below the fold are laid
 * out one per frame after the load event, and innerText leaves out a band not laid out yet.
 */
export async function mainText(page: Page): Promise<string> {
  await page.locator(`html:not([${DEFERRED_BANDS_ATTRIBUTE}])`).waitFor({ state: "attached" });
  return page.locator("main").innerText();
}
