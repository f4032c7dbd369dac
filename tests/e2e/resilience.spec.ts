import { portfolioItems } from "@/content/portfolio";
import { ROUTES, ROUTE_PATHS } from "@/lib/routes";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { imagesSettled } from "./helpers";

/*
 * Launch resilience: links that lead somewhere, pages that read without JavaScript, pages that
 * survive a browser whose storage throws, and text that keeps its measure when the brand fonts
 * never arrive.
 */

/** The href of every <a> in a page's pre-rendered HTML (the islands render their links there too). */
function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
}

test.describe("link check", () => {
  // One fetch per distinct page, shared by the routes checked in this worker.
  const pagesByPath = new Map<string, Promise<{ status: number; html: string }>>();

  for (const path of ROUTE_PATHS) {
    test(`every internal link and #anchor on ${path} resolves in the export`, async ({
      request,
      baseURL,
    }) => {
      const fetchPage = (pathname: string) => {
        if (!pagesByPath.has(pathname)) {
          pagesByPath.set(
            pathname,
            request
              .get(pathname, { maxRedirects: 0 })
              .then(async (response) => ({ status: response.status(), html: await response.text() })),
          );
        }
        return pagesByPath.get(pathname)!;
      };
      const here = new URL(path, baseURL);
      const { html } = await fetchPage(path);
      const internal = linksIn(html)
        .map((href) => ({ href, url: new URL(href, here) }))
        .filter(({ url }) => url.origin === here.origin);
      expect(internal.length).toBeGreaterThan(5);
      // Every link leads somewhere: no "#" stands in for a page that is not written.
      expect(internal.filter(({ href }) => href === "#").map(({ href }) => href)).toEqual([]);

      const broken: string[] = [];
      for (const { href, url } of internal) {
        const target = await fetchPage(url.pathname);
        // Links point at canonical paths: a 308 to the slash form would cost a visitor a round trip.
        if (target.status !== 200) broken.push(`${href} → ${target.status}`);
        else if (url.hash && !target.html.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`)) {
          broken.push(`${href} → no element with id ${url.hash}`);
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
    await expect(
      page.getByRole("main").getByRole("heading", { name: portfolioItems[0]!.title }),
    ).toBeVisible();
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
      // Thumbnails and frames near the top have loaded or fallen back, errors and all.
      await imagesSettled(page);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe("when the brand fonts never arrive", () => {
  /** The heading (the display face) and the lead paragraph (the body face) of the first screen. */
  const TEXTS = ["main h1", "main h1 ~ p"];
  /** The brand fonts' families as app/fonts.ts names them. */
  const BRAND_FONTS = ["displayFont", "bodyFont"];

  /** The width each text takes on one line, in the face the page draws it in, and whether the brand fonts loaded. */
  async function measures(page: Page) {
    await page.goto(ROUTES.contact);
    await page.evaluate(() => document.fonts.ready);
    return page.evaluate(
      ([selectors, families]) => {
        const widths = selectors.map((selector) => {
          const copy = document.querySelector(selector)!.cloneNode(true) as HTMLElement;
          Object.assign(copy.style, {
            position: "absolute",
            whiteSpace: "nowrap",
            width: "auto",
            maxWidth: "none",
          });
          document.body.append(copy);
          const width = copy.getBoundingClientRect().width;
          copy.remove();
          return width;
        });
        const loaded = [...document.fonts]
          .filter(({ family, status }) => families.includes(family) && status === "loaded")
          .map(({ family }) => family);
        return { widths, loaded };
      },
      [TEXTS, BRAND_FONTS] as const,
    );
  }

  test("its text is set in a fallback face drawn to the fonts' measure, wherever Arial is missing", async ({
    page,
    context,
  }) => {
    const withFonts = await measures(page);
    expect(withFonts.loaded.sort()).toEqual([...BRAND_FONTS].sort());
    const without = await context.newPage();
    await without.route("**/*.woff2", (route) => route.abort());
    const fallback = await measures(without);
    expect(fallback.loaded).toEqual([]);
    // This machine has no Arial: the fallback faces draw from its metric twin. Without one the
    // text falls to the system face at its own size, 7–17% wider here.
    fallback.widths.forEach((width, index) => {
      expect(width / withFonts.widths[index]!, TEXTS[index]).toBeGreaterThan(0.97);
      expect(width / withFonts.widths[index]!, TEXTS[index]).toBeLessThan(1.03);
    });
  });
});
