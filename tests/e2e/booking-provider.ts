import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { MOXIE_ORIGIN } from "@/content/booking";

/** The resizer's script for framed pages, as the provider's real forms include it. */
const childScript = readFileSync(
  path.join(process.cwd(), "node_modules/iframe-resizer/js/iframeResizer.contentWindow.min.js"),
  "utf8",
);

export const REDIRECT_TARGET = "https://example.org/thanks";
export const CHILD_SCRIPT_PATH = "/__fake/iframe-resizer-child.js";

type FakeProviderOptions = { contentHeight?: number };

/**
 * Stands in for the scheduling provider: every form address serves a small page `contentHeight`
 * px tall that loads the resizer's child script and has buttons that post "[Redirect]" messages
 * (with `?postOnLoad`, it posts one as soon as it loads).
 * Returns the form addresses the page requested.
 */
export async function fakeProvider(page: Page, { contentHeight = 1400 }: FakeProviderOptions = {}) {
  const requested: string[] = [];
  await page.route(`${MOXIE_ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === CHILD_SCRIPT_PATH) {
      return route.fulfill({ contentType: "text/javascript", body: childScript });
    }
    requested.push(url.href);
    return route.fulfill({
      contentType: "text/html",
      body: providerPage(contentHeight, url.searchParams.has("postOnLoad")),
    });
  });
  return requested;
}

function providerPage(contentHeight: number, postOnLoad: boolean) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fake scheduler</title>
<style>body{margin:0;font:16px sans-serif}main{height:${contentHeight}px;box-sizing:border-box;padding:16px}</style>
</head><body><main>
<p>Fake scheduler</p>
<button id="redirect" onclick="parent.postMessage('[Redirect]${REDIRECT_TARGET}', '*')">Finish booking</button>
<button id="script-redirect" onclick="parent.postMessage('[Redirect]javascript:document.title=\\'hijacked\\'', '*')">Script redirect</button>
<button id="relative-redirect" onclick="parent.postMessage('[Redirect]thanks.html', '*')">Relative redirect</button>
<button id="host-redirect" onclick="parent.postMessage('[Redirect]//evil.example/', '*')">Protocol-relative redirect</button>
<button id="site-redirect" onclick="parent.postMessage('[Redirect]/portfolio/', '*')">Site redirect</button>
</main>
<script src="${CHILD_SCRIPT_PATH}"></script>
${postOnLoad ? `<script>parent.postMessage('[Redirect]${REDIRECT_TARGET}', '*')</script>` : ""}
</body></html>`;
}

/** Serves a thank-you page at the redirect target, so a followed redirect lands somewhere real. */
export async function fakeRedirectTarget(page: Page) {
  const visits: string[] = [];
  await page.route("https://example.org/**", (route) => {
    visits.push(route.request().url());
    return route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Thanks</title><h1>Thanks</h1>",
    });
  });
  return visits;
}

/** A page on another origin that posts a "[Redirect]" to its parent as soon as it loads. */
/*
 * The foreign sender is the video player's origin: the page's CSP lets it be framed (an unknown
 * origin could not even load), yet it is not the provider, so its messages must be ignored.
 */
export async function fakeForeignSite(page: Page, origin = "https://www.youtube-nocookie.com") {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Other site</title><script>parent.postMessage('[Redirect]${REDIRECT_TARGET}', '*')</script>`,
    }),
  );
  return origin;
}
