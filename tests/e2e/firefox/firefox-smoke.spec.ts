import { test, expect } from "@playwright/test";
import type { Browser, ElementHandle, Page } from "puppeteer-core";
import { bookingFrameCopy, MOXIE_ORIGIN } from "@/content/booking";
import { countrySwitcherCopy } from "@/content/country-copy";
import { videoCopy } from "@/content/interface";
import { COUNTRY_STORAGE_KEY } from "@/lib/countries";
import { ROUTE_PATHS, ROUTES } from "@/lib/routes";
import { gotoHydrated, launchFirefox, openPage, type FirefoxPage } from "./firefox";

/*
 * The smoke run in Firefox ESR, on the launched export (what visitors get): every route loads and
 * hydrates without an error, and the features most tied to one engine's behaviour work: the
 * country switch, a dialog, the calculator's quote address, and the booking page's fallback when
 * the provider cannot be reached. One browser for the file (the project runs its tests in order
 * in one worker); each test has its own context, so no storage is shared.
 */

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchFirefox();
});
test.afterAll(async () => {
  await browser?.close();
});

let current: FirefoxPage;
test.beforeEach(async () => {
  current = await openPage(browser);
  await current.page.setViewport({ width: 1280, height: 800 });
});
test.afterEach(async () => {
  await current.close();
});

/** The visible button whose accessible name (its aria-label, else its text) starts with `prefix`. */
async function button(page: Page, prefix: string): Promise<ElementHandle<HTMLButtonElement>> {
  const handle = await page.waitForFunction(
    (prefix) =>
      [...document.querySelectorAll("button")].find(
        (candidate) =>
          (candidate.getAttribute("aria-label") ?? candidate.textContent ?? "")
            .replace(/\s+/g, " ")
            .trim()
            .startsWith(prefix) && candidate.checkVisibility(),
      ),
    { timeout: 10_000 },
    prefix,
  );
  return handle as ElementHandle<HTMLButtonElement>;
}

const attribute = (page: Page, selector: string, name: string) =>
  page.$eval(selector, (element, name) => element.getAttribute(name), name);

test("every route loads and hydrates with one h1 and no console errors", async ({ baseURL }) => {
  test.setTimeout(180_000);
  const { page, errors } = current;
  const problems: string[] = [];
  for (const path of ROUTE_PATHS) {
    const before = errors.length;
    await gotoHydrated(page, `${baseURL}${path}`);
    const headings = await page.$$eval("h1", (found) => found.length);
    if (headings !== 1) problems.push(`${path}: ${headings} h1 elements`);
    problems.push(...errors.slice(before).map((error) => `${path}: ${error}`));
  }
  expect(problems).toEqual([]);
});

test("the country switch shows US prices and is remembered across a reload", async ({ baseURL }) => {
  const { page, errors } = current;
  await gotoHydrated(page, `${baseURL}${ROUTES.pricing}`);
  expect(await attribute(page, "html", "data-country")).toBe("UK");
  await (await button(page, countrySwitcherCopy.buttonLabel)).click();
  await (await button(page, "United States")).click();
  await page.waitForSelector('html[data-country="US"]');
  expect(await page.evaluate((key) => localStorage.getItem(key), COUNTRY_STORAGE_KEY)).toBe("US");
  await page.reload({ waitUntil: "load" });
  await page.waitForSelector("html[data-hydrated]");
  expect(await attribute(page, "html", "data-country")).toBe("US");
  expect(errors).toEqual([]);
});

test("a video card opens its player in a dialog, and Escape closes it", async ({ baseURL }) => {
  const { page, errors } = current;
  await gotoHydrated(page, `${baseURL}${ROUTES.home}`);
  const card = await button(page, videoCopy.playPrefix);
  await card.scrollIntoView();
  await card.click();
  await page.waitForSelector('[role="dialog"] iframe[src*="/embed/"]', { timeout: 10_000 });
  await page.keyboard.press("Escape");
  await page.waitForSelector('[role="dialog"]', { hidden: true });
  expect(errors).toEqual([]);
});

test("the calculator's address reopens the same quote", async ({ baseURL }) => {
  const { page, errors } = current;
  await gotoHydrated(page, `${baseURL}${ROUTES.masterPricing}`);
  await page.type("#qty-prem-5min", "5");
  await page.type("#qty-pdf-case-study", "2");
  // Typed changes reach the address once their frame has painted.
  await page.waitForFunction(() => /^#quote=prem-5min:5,pdf-case-study:2&ref=/.test(location.hash));
  const total = (on: Page) =>
    on.$$eval("dt", (terms) => {
      const term = terms.find((dt) => dt.textContent?.trim() === "Total price");
      return term?.nextElementSibling?.textContent?.trim();
    });
  const quoted = await total(page);
  expect(quoted).toMatch(/^£[\d,]+\.\d\d$/);

  const reopened = await openPage(browser);
  try {
    await gotoHydrated(reopened.page, page.url());
    const value = (id: string) => reopened.page.$eval(id, (input) => (input as HTMLInputElement).value);
    expect(await value("#qty-prem-5min")).toBe("5");
    expect(await value("#qty-pdf-case-study")).toBe("2");
    expect(reopened.page.url()).toBe(page.url());
    expect(await total(reopened.page)).toBe(quoted);
    expect(reopened.errors).toEqual([]);
  } finally {
    await reopened.close();
  }
  expect(errors).toEqual([]);
});

test("a booking page shows its fallback when the provider cannot be reached", async ({ baseURL }) => {
  test.setTimeout(60_000);
  const { page, errors, blocked } = current;
  await gotoHydrated(page, `${baseURL}${ROUTES.meeting15}`);
  // The fallback comes six seconds after the frame's insertion, load event or not: Firefox fires
  // none for a blocked frame, so this is the case that must not hang.
  const fallback = await page
    .waitForSelector('[data-booking-frame="unreachable"]', { timeout: 30_000 })
    .catch(async () => {
      const phase = await attribute(page, "[data-booking-frame]", "data-booking-frame");
      throw new Error(`no fallback after 30 s: the booking box is still "${phase}"`);
    });
  expect(await fallback!.evaluate((box) => box.textContent ?? "")).toContain(
    bookingFrameCopy.scheduler.unreachableHeading,
  );
  expect(blocked.some((url) => url.startsWith(MOXIE_ORIGIN))).toBe(true);
  expect(errors).toEqual([]);
});
