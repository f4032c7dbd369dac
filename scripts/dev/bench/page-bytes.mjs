// @ts-check
/**
 * The gzip bytes of the HTML, CSS and JS one load of a route fetches, read from out/ (the files a
 * CDN would compress).
 *
 * The owner's analytics tracker, when one is chosen, is counted apart (`analyticsJs`): its island
 * and provider code load in idle time after the page is interactive, and are known by the
 * `data-analytics` attributes they set (components/analytics/), a name no other file writes.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const TRACKER_MARK = "data-analytics";

/** The phone whose load is measured: the bench's mobile view. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** @typedef {import("@playwright/test").Page} Page */
/**
 * The site's own files one load fetched, by kind: their URL paths.
 * @typedef {{ html: Set<string>, css: Set<string>, js: Set<string> }} LoadedFiles
 */
/** @typedef {ReturnType<typeof bytesOf>} PageBytes */

/**
 * @param {string} outDir
 * @param {string} urlPath
 */
function filePath(outDir, urlPath) {
  const file = join(outDir, decodeURIComponent(urlPath));
  return urlPath.endsWith("/") ? join(file, "index.html") : file;
}

/**
 * @param {string} outDir
 * @param {string} urlPath
 */
function isTrackerFile(outDir, urlPath) {
  const file = filePath(outDir, urlPath);
  return existsSync(file) && readFileSync(file, "utf8").includes(TRACKER_MARK);
}

/**
 * @param {string} outDir
 * @param {string} urlPath
 */
function gzipBytes(outDir, urlPath) {
  const file = filePath(outDir, urlPath);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

/**
 * Starts recording the site's own HTML, CSS and JS files a page fetches (from `origin`); returns
 * the sets it fills, by kind of file.
 * @param {Page} page
 * @param {string} origin
 */
export function recordPageFiles(page, origin) {
  /** @type {LoadedFiles} */
  const loaded = { html: new Set(), css: new Set(), js: new Set() };
  page.on("requestfinished", (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    const type = request.resourceType();
    if (type === "document") loaded.html.add(url.pathname);
    else if (type === "stylesheet") loaded.css.add(url.pathname);
    else if (type === "script") loaded.js.add(url.pathname);
  });
  return loaded;
}

/**
 * Waits until a page is loaded, hydrated and quiet (islands load their lazy parts after
 * hydration), and with analytics on until its tracker has started or failed to.
 * @param {Page} page
 */
export async function settledForBytes(page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  if (await page.locator(`html[${TRACKER_MARK}]`).count()) {
    await page.waitForSelector(`html:not([${TRACKER_MARK}="loading"])`, {
      state: "attached",
      timeout: 15_000,
    });
    await page.waitForLoadState("networkidle");
  }
}

/**
 * The gzip bytes of the files recorded so far, read from the export in `outDir`.
 * @param {LoadedFiles} loaded
 * @param {string} outDir
 */
export function bytesOf(loaded, outDir) {
  const sum = (/** @type {Iterable<string>} */ paths) =>
    [...paths].reduce((total, path) => total + gzipBytes(outDir, path), 0);
  const tracker = [...loaded.js].filter((path) => isTrackerFile(outDir, path));
  const own = [...loaded.js].filter((path) => !tracker.includes(path));
  const [html, css, js, analyticsJs] = [sum(loaded.html), sum(loaded.css), sum(own), sum(tracker)];
  return { html, css, js, files: own.length, analyticsJs, transfer: html + css + js + analyticsJs };
}

/**
 * One load of `route` in a fresh phone-sized page, measured.
 * @param {import("@playwright/test").Browser} browser
 * @param {{ origin: string, route: string, outDir: string }} where
 * @returns {Promise<PageBytes>}
 */
export async function pageBytes(browser, { origin, route, outDir }) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await page.route("**/*", (request) => {
    if (new URL(request.request().url()).origin !== origin) return request.abort();
    return request.continue();
  });
  const loaded = recordPageFiles(page, origin);
  await page.goto(origin + route);
  await settledForBytes(page);
  await context.close();
  return bytesOf(loaded, outDir);
}
