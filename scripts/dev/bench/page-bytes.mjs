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

function filePath(outDir, urlPath) {
  const file = join(outDir, decodeURIComponent(urlPath));
  return urlPath.endsWith("/") ? join(file, "index.html") : file;
}

function isTrackerFile(outDir, urlPath) {
  const file = filePath(outDir, urlPath);
  return existsSync(file) && readFileSync(file, "utf8").includes(TRACKER_MARK);
}

function gzipBytes(outDir, urlPath) {
  const file = filePath(outDir, urlPath);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

export async function pageBytes(browser, { origin, route, outDir }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  const loaded = { html: new Set(), css: new Set(), js: new Set() };
  await page.route("**/*", (request) => {
    if (new URL(request.request().url()).origin !== origin) return request.abort();
    return request.continue();
  });
  page.on("requestfinished", (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    const type = request.resourceType();
    if (type === "document") loaded.html.add(url.pathname);
    else if (type === "stylesheet") loaded.css.add(url.pathname);
    else if (type === "script") loaded.js.add(url.pathname);
  });
  await page.goto(origin + route);
  // Loaded and hydrated, then quiet: islands load their lazy parts after hydration.
  await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  // With analytics on, its tracker loads in idle time: counted once it has started (or failed to).
  if (await page.locator(`html[${TRACKER_MARK}]`).count()) {
    await page.waitForSelector(`html:not([${TRACKER_MARK}="loading"])`, {
      state: "attached",
      timeout: 15_000,
    });
    await page.waitForLoadState("networkidle");
  }
  await context.close();
  const sum = (paths) => [...paths].reduce((total, path) => total + gzipBytes(outDir, path), 0);
  const tracker = [...loaded.js].filter((path) => isTrackerFile(outDir, path));
  const own = [...loaded.js].filter((path) => !tracker.includes(path));
  return {
    html: sum(loaded.html),
    css: sum(loaded.css),
    js: sum(own),
    files: own.length,
    analyticsJs: sum(tracker),
  };
}
