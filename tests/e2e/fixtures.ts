import { test as base, expect, type Page } from "@playwright/test";
import type { CountryCode } from "@/lib/countries";
import { COUNTRY_STORAGE_KEY } from "@/lib/countries";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isLocalUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return !protocol.startsWith("http") || LOCAL_HOSTS.has(hostname);
}

type Options = {
  /**
   * After each `page.goto` and `page.reload`, wait until React has hydrated the page
   * (`<html data-hydrated>`), as a visitor's first press comes after the page responds. Tests that
   * hold the scripts back, or turn JavaScript off, read the page as it is without waiting.
   */
  waitForHydration: boolean;
};

type Fixtures = {
  /** Console errors and uncaught exceptions seen on `page`, for tests that assert there are none. */
  consoleErrors: string[];
  /** Every third-party URL the page tried to load (all of them are blocked). */
  blockedRequests: string[];
};

/**
 * The shared fixture: every request that leaves localhost is aborted at the context level, so
 * pages, popups and frames can't reach the network. A test stands in for a third party by adding
 * its own `page.route`, which takes precedence over this block.
 */
export const test = base.extend<Options & Fixtures>({
  waitForHydration: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, waitForHydration }, use) => {
    if (javaScriptEnabled !== false && waitForHydration) {
      const hydrated = () => page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await hydrated();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await hydrated();
        return response;
      };
    }
    await use(page);
  },
  blockedRequests: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, blockedRequests }, use) => {
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (isLocalUrl(url)) return route.continue();
      blockedRequests.push(url);
      return route.abort("blockedbyclient");
    });
    await use(context);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // The browser logs each resource this fixture blocked; that is the test's doing, not the site's.
      const source = message.location().url;
      if (message.text().startsWith("Failed to load resource") && source && !isLocalUrl(source)) return;
      errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/**
 * Tags a test that needs what only the owner supplies (video ids, post addresses, the live URL):
 * it runs in the "launched" project, on the export built from tests/fixtures/owner-launched.ts.
 */
export const LAUNCHED = { tag: "@launched" } as const;

/** Makes the next page loads behave as a returning visitor who chose `code`. */
export async function rememberCountry(page: Page, code: CountryCode | string) {
  await page.addInitScript(
    ([key, value]) => {
      // Init scripts run in every frame; the providers' sandboxed frames may not touch storage.
      if (window !== window.top) return;
      window.localStorage.setItem(key, value);
    },
    [COUNTRY_STORAGE_KEY, code] as const,
  );
}
