import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { findFirefox } from "@/scripts/test-setup/tools";
import { isLocalUrl } from "../fixtures";

/*
 * Firefox for the smoke run, driven by puppeteer-core over WebDriver BiDi (Playwright drives only
 * its own patched Firefox build, which cannot be installed offline; Debian's Firefox ESR is what
 * the test set-up installs). As in the Chromium tests, nothing leaves localhost: every request for
 * another host, from the page or any frame in it, is aborted and recorded, and Firefox's own
 * connections go to a proxy that does not exist, so even a request the interception never saw
 * cannot reach the network.
 */

/** A closed port on this machine: a proxy that refuses every connection. */
const NO_PROXY_HERE = { host: "127.0.0.1", port: 9 };

export async function launchFirefox(): Promise<Browser> {
  const executablePath = findFirefox();
  if (!executablePath) throw new Error("Firefox is not installed (npm test installs Debian's firefox-esr)");
  return puppeteer.launch({
    browser: "firefox",
    executablePath,
    headless: true,
    extraPrefsFirefox: {
      "network.proxy.type": 1,
      "network.proxy.http": NO_PROXY_HERE.host,
      "network.proxy.http_port": NO_PROXY_HERE.port,
      "network.proxy.ssl": NO_PROXY_HERE.host,
      "network.proxy.ssl_port": NO_PROXY_HERE.port,
      "network.proxy.share_proxy_settings": true,
      // localhost is never sent to a proxy unless this is on, so the site itself still loads.
      "network.proxy.allow_hijacking_localhost": false,
      "network.dns.disablePrefetch": true,
      "network.prefetch-next": false,
    },
  });
}

export type FirefoxPage = {
  page: Page;
  /** Every URL for another host the page or its frames asked for (all of them aborted). */
  blocked: string[];
  /** Console errors and uncaught exceptions, less the ones the blocking itself caused. */
  errors: string[];
  close: () => Promise<void>;
};

/**
 * A page in a fresh browser context (its own storage), every third-party request aborted. Firefox
 * reports a blocked fetch as a cross-origin error naming the address; that one is the test's doing,
 * not the site's, as Chromium's "Failed to load resource" is in the shared fixture.
 */
export async function openPage(browser: Browser): Promise<FirefoxPage> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const blocked: string[] = [];
  const errors: string[] = [];
  await page.setRequestInterception(true);
  page.on("request", (request) => {
    if (isLocalUrl(request.url())) return void request.continue();
    blocked.push(request.url());
    void request.abort("blockedbyclient");
  });
  const causedByBlocking = (text: string) => blocked.some((url) => text.includes(url));
  page.on("console", (message) => {
    if (message.type() === "error" && !causedByBlocking(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => {
    const text = error instanceof Error ? error.message : String(error);
    if (!causedByBlocking(text)) errors.push(text);
  });
  return { page, blocked, errors, close: () => context.close() };
}

/** Loads `url` and waits until React has hydrated it, as a visitor's first press comes after that. */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url, { waitUntil: "load" });
  await page.waitForSelector("html[data-hydrated]", { timeout: 20_000 });
}
