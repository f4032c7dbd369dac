import type { Page } from "@playwright/test";
import { ROUTES } from "@/lib/routes";
import { expect, rememberCountry, test } from "./fixtures";
import { nextFrames } from "./helpers";

function switcher(page: Page) {
  return page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /Choose your country/ });
}

test.describe("country selection", () => {
  test("defaults to the UK with its flag and code", async ({ page }) => {
    await page.goto(ROUTES.home);
    await expect(page.locator("html")).toHaveAttribute("data-country", "UK");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(switcher(page)).toHaveText(/UK/);
    await expect(switcher(page).locator("svg").first()).toBeVisible();
  });

  test("persists a chosen country across a reload and confirms it with a toast", async ({ page }) => {
    await page.goto(ROUTES.pricing);
    await switcher(page).click();
    await page.getByRole("button", { name: /United States/ }).click();
    await expect(page.getByText("Showing US prices")).toBeVisible();
    await expect(switcher(page)).toHaveAccessibleName(/US/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    expect(await page.evaluate(() => localStorage.getItem("selected-country"))).toBe("US");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-country", "US");
    await expect(switcher(page).getByText("US", { exact: true })).toBeVisible();
    await expect(switcher(page).getByText("UK", { exact: true })).toBeHidden();
  });

  test("shows one toast at a time and F8 moves focus to it", async ({ page }) => {
    await page.goto(ROUTES.home);
    await switcher(page).click();
    await page.getByRole("button", { name: /United States/ }).click();
    await switcher(page).click();
    await page.getByRole("button", { name: /United Kingdom/ }).click();
    await expect(page.getByText("Showing UK prices")).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
    await page.keyboard.press("F8");
    await expect(page.locator("[data-sonner-toaster]")).toBeFocused();
  });

  test("falls back to the UK when the stored code is unknown", async ({ page, consoleErrors }) => {
    await rememberCountry(page, "FR");
    await page.goto(ROUTES.home);
    await expect(page.locator("html")).toHaveAttribute("data-country", "UK");
    await expect(switcher(page).getByText("UK", { exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("works without error when storage throws", async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("Storage is disabled", "SecurityError");
        },
      });
    });
    await page.goto(ROUTES.home);
    await expect(page.locator("html")).toHaveAttribute("data-country", "UK");
    await switcher(page).click();
    await page.getByRole("button", { name: /United States/ }).click();
    await expect(page.locator("html")).toHaveAttribute("data-country", "US");
    expect(consoleErrors).toEqual([]);
  });

  test("applying the stored country causes no layout shift: it is set before the body is parsed, and nothing moves once the page is", async ({
    page,
  }) => {
    await rememberCountry(page, "US");
    // Each change of <html data-country>, and whether the body had begun to be parsed when it came.
    await page.addInitScript(() => {
      if (window !== window.top) return;
      const changes: { to: string | null; bodyParsed: boolean }[] = [];
      Object.assign(window, { countryChanges: changes });
      // The document, not <html>: the script runs before the parser has made <html>.
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.target !== document.documentElement) continue;
          const to = document.documentElement.getAttribute("data-country");
          if (to !== record.oldValue) changes.push({ to, bodyParsed: document.body !== null });
        }
      }).observe(document, { subtree: true, attributeFilter: ["data-country"], attributeOldValue: true });
    });
    await page.goto(ROUTES.home);
    // Hydrated (the fixture waits for it) and two frames on, every shift is in the buffer.
    await nextFrames(page);
    const { changes, shift } = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: "layout-shift", buffered: true });
      const entries = observer.takeRecords() as (PerformanceEntry & { value: number })[];
      observer.disconnect();
      // A busy machine paints a page it is still parsing, and a paint between two of the header's
      // links moves the first; that is the parser's pace, not the country. From the end of the
      // parse on, where the framework starts and hydrates, nothing may move.
      const parsed = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return {
        changes: (window as unknown as { countryChanges: unknown[] }).countryChanges,
        shift: entries
          .filter((entry) => entry.startTime >= parsed.domInteractive)
          .reduce((total, entry) => total + entry.value, 0),
      };
    });
    // Once, from the head, before any of the body is parsed or painted; never again.
    expect(changes).toEqual([{ to: "US", bodyParsed: false }]);
    expect(shift).toBeLessThanOrEqual(0.02);
  });
});

test.describe("country before any script runs", () => {
  // The scripts are held back, so the page is read as painted, never hydrated.
  test.use({ waitForHydration: false });

  test("a returning US visitor sees US, in a page whose language is en-US, before any script runs", async ({
    page,
  }) => {
    await rememberCountry(page, "US");
    // Hold back every script file: only the inline head script may act before the first paint.
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.goto(ROUTES.home);
    await expect(page.locator("html")).toHaveAttribute("data-country", "US");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(switcher(page).getByText("US", { exact: true })).toBeVisible();
    await expect(switcher(page).getByText("UK", { exact: true })).toBeHidden();
    await expect(page.locator(".only-uk:visible")).toHaveCount(0);
  });
});
