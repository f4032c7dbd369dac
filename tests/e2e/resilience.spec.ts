import { ROUTES, ROUTE_PATHS } from "@/lib/routes";
import { expect, test } from "./fixtures";

/*
 * Launch resilience (issue 7): links that lead somewhere, pages that read without JavaScript, and
 * pages that survive a browser whose storage throws.
 */

test.describe("link check", () => {
  // One fetch per distinct page, shared by the routes checked in this worker.
  const htmlCache = new Map<string, Promise<{ status: number; html: string }>>();

  for (const path of ROUTE_PATHS) {
    test(`every internal link and #anchor on ${path} resolves in the export`, async ({ page, request }) => {
      await page.goto(path);
      // The hydrated page, so links drawn by the interactive islands are checked too.
      await page.waitForLoadState("networkidle");
      const hrefs = await page.locator("a[href]").evaluateAll((links) =>
        links.map((link) => ({
          raw: link.getAttribute("href") ?? "",
          resolved: (link as HTMLAnchorElement).href,
        })),
      );
      const internal = hrefs.filter(
        ({ resolved }) => new URL(resolved).origin === new URL(page.url()).origin,
      );
      expect(internal.length).toBeGreaterThan(5);

      const broken: string[] = [];
      for (const { raw, resolved } of internal) {
        // The footer's Privacy Policy is a placeholder "#" by SPEC §2: it stays on the page.
        if (raw === "#") continue;
        const url = new URL(resolved);
        const key = url.pathname;
        if (!htmlCache.has(key)) {
          htmlCache.set(
            key,
            request
              .get(key, { maxRedirects: 0 })
              .then(async (response) => ({ status: response.status(), html: await response.text() })),
          );
        }
        const { status, html } = await htmlCache.get(key)!;
        // Links point at canonical paths: a 308 to the slash form would cost a visitor a round trip.
        if (status !== 200) broken.push(`${raw} → ${status}`);
        else if (url.hash && !html.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`)) {
          broken.push(`${raw} → no element with id ${url.hash}`);
        }
      }
      expect(broken).toEqual([]);
    });
  }
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ROUTE_PATHS) {
    test(`${path} still reads: heading, copy and pound prices`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      const main = page.getByRole("main");
      expect((await main.innerText()).length).toBeGreaterThan(300);
      // The UK is the default country: no dollar figure shows before a script could pick the US.
      await expect(main.getByText(/\$\d/).filter({ visible: true })).toHaveCount(0);
      await expect(page.getByRole("contentinfo").getByRole("link").first()).toBeVisible();
    });
  }

  test("MSP pricing shows its figures in pounds with the VAT note", async ({ page }) => {
    await page.goto(ROUTES.mspPricing);
    for (const price of ["£995", "£2,495", "£3,495", "£745", "£1,495", "£395", "£235"]) {
      await expect(page.getByText(price).first()).toBeVisible();
    }
    await expect(page.getByText("plus VAT").first()).toBeVisible();
  });

  test("the portfolio grid and the calculator's services are in the page", async ({ page }) => {
    await page.goto(ROUTES.portfolio);
    await expect(page.getByRole("main").getByRole("heading", { level: 3 }).first()).toBeVisible();
    await page.goto(ROUTES.masterPricing);
    await expect(page.getByText("90 Second Video").first()).toBeVisible();
  });

  test("links work: a visitor can go from home to the portfolio and on to contact", async ({ page }) => {
    await page.goto(ROUTES.home);
    await page.getByRole("link", { name: "See the Results" }).click();
    await expect(page).toHaveURL(/\/portfolio\/$/);
    await expect(page.locator("h1")).toHaveText("Our Work");
    await page.getByRole("contentinfo").getByRole("link", { name: "Content Strategy" }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.locator("h1")).toHaveText("Let's Start a Conversation");
  });
});

test.describe("when storage throws", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException("Storage is disabled", "SecurityError");
      };
      Object.defineProperty(window, "localStorage", { get: refuse });
      Object.defineProperty(window, "sessionStorage", { get: refuse });
    });
  });

  for (const path of ROUTE_PATHS) {
    test(`${path} works in UK mode with no errors`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-country", "UK");
      await page.waitForLoadState("networkidle");
      expect(consoleErrors).toEqual([]);
    });
  }
});
