import type { Page } from "@playwright/test";
import { calculatorCopy, calculatorServices } from "@/content/calculator";
import { heroPictures } from "@/content/hero-pictures";
import { HOME_ANCHORS } from "@/content/navigation";
import { homeAnchor, ROUTE_PATHS, ROUTES } from "@/lib/routes";
import { axeViolations } from "./accessibility";
import { cspViolations, expectHashedScriptPolicy, watchCspViolations } from "./content-security";
import { expect, rememberCountry, test } from "./fixtures";
import { imagesSettled, scrollThrough } from "./helpers";
import { problemsAcrossWidths } from "./layout-problems";
import { PILL_BUTTON_CLASS } from "@/components/ui/button";
import { AMERICAN, BRITISH, BRITISH_USAGE, phrasesIn, readableText, wordsIn } from "./spelling-check";

/*
 * Every page in both countries, one load each: it reads in the country's spelling, it holds
 * together from a small phone to a wide desktop (nothing is wider than the viewport, no text
 * runs out of a box that clips it, no heading of four or more words ends on one stranded word, and
 * from 390 px up no pill button wraps), and it logs no error. In the default country (UK) the same
 * load is also checked by axe at a phone's and a desktop's width, and against its content security
 * policy: hashed, and violated nowhere once every lazy image and frame has come in.
 */

/** The pages that end on the site's closing call-to-action band (docs/product.md §2 "Calls to action"). */
const CLOSING_BAND_ROUTES = new Set<string>([
  ROUTES.mspSolutions,
  ROUTES.vendorSolutions,
  ROUTES.portfolio,
  ROUTES.pricing,
  ROUTES.podcast,
]);

/** Where a booking happens: the pages with a booking form, and the home page's contact section. */
const BOOKING_PATHS = [
  ROUTES.contact,
  ROUTES.bookAudit,
  ROUTES.meeting15,
  ROUTES.meeting30,
  ROUTES.meeting60,
] as const;
const BOOKING_ANCHOR = homeAnchor(HOME_ANCHORS.contact);

/**
 * How far the closing band's top lies below the bottom of the nearest link to a booking before it,
 * in px, at `width` × `height`; null when no booking link comes before it. Measured with every band laid out: a band still waiting to be drawn
 * (data-bands="deferred") has a placeholder's height, not its own.
 */
async function closingBandGap(page: Page, width: number, height: number): Promise<number | null> {
  await page.setViewportSize({ width, height });
  return page.evaluate(
    ({ paths, anchor }) => {
      const root = document.documentElement;
      const deferred = root.dataset.bands;
      delete root.dataset.bands;
      try {
        const band = document.querySelector('main [data-slot="action-band"][data-variant="closing"]')!;
        const bandTop = band.getBoundingClientRect().top;
        const bookingLinks = [...document.querySelectorAll<HTMLAnchorElement>("main a[href]")].filter(
          (link) => {
            const url = new URL(link.href);
            const books = paths.includes(url.pathname) || `${url.pathname}${url.hash}` === anchor;
            const box = link.getBoundingClientRect();
            return books && box.height > 0 && !band.contains(link) && box.bottom <= bandTop;
          },
        );
        if (bookingLinks.length === 0) return null;
        return bandTop - Math.max(...bookingLinks.map((link) => link.getBoundingClientRect().bottom));
      } finally {
        if (deferred !== undefined) root.dataset.bands = deferred;
      }
    },
    { paths: [...BOOKING_PATHS] as string[], anchor: BOOKING_ANCHOR },
  );
}

/** The pages whose hero carries a picture of its own (content/hero-pictures.ts). */
const PICTURED_PATHS = new Set<string>(
  Object.keys(heroPictures).map((name) => ROUTES[name as keyof typeof heroPictures]),
);

/** WCAG 2.1 A and AA violations axe finds on the page at `width`, as "id: help" lines. */
async function axeViolationsAt(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `scroll width at ${width}px`).toBe(
    width,
  );
  return (await axeViolations(page)).map((violation) => `${width}px ${violation}`);
}

test("the page checks report what they look for, and leave screen-reader-only text alone", async ({
  page,
}) => {
  await page.setContent(`<html lang="en"><title>Check</title><body style="margin:0"><main><h1>Check</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <div id="too-wide" style="width:2000px">Wide</div>
    <p id="clipping" style="width:40px;overflow:hidden;white-space:nowrap">Text that runs out</p>
    <a class="${PILL_BUTTON_CLASS}" style="display:inline-block;width:60px">Two line label</a>
    <h2>A heading of six words<br>alone</h2><h3>Three words<br>here</h3>
    <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)"><span style="display:block;width:40px;overflow:hidden;white-space:nowrap">Hidden text that runs out</span></span>
  </main></body></html>`);
  expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt: /)]);
  const problems = (await problemsAcrossWidths(page))
    .filter(({ width }) => width === 390)
    .map(({ problem }) => problem);
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^the page scrolls sideways/),
      expect.stringMatching(/#too-wide.* spans 0–2000px$/),
      expect.stringMatching(/#clipping.* clips its text/),
      expect.stringMatching(/wraps onto more than one line$/),
      '<h2> "A heading of six words alone" ends on "alone" alone',
    ]),
  );
  // A heading of fewer than four words may end as it likes.
  expect(problems.join("\n")).not.toContain("Three words");
  expect(problems.join("\n")).not.toContain("Hidden");
});

for (const country of ["UK", "US"] as const) {
  test.describe(`${country} pages`, () => {
    // One load carries many checks; on a busy two-core machine it can outlast the default 60 s.
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(async ({ page }) => watchCspViolations(page));

    for (const path of ROUTE_PATHS) {
      test(`${path} reads ${country === "US" ? "American in US mode" : "British in UK mode"}, fits every width from 320 to 1440px with one-line buttons${country === "UK" ? ", passes axe and keeps its security policy" : ""}`, async ({
        page,
        consoleErrors,
      }) => {
        await rememberCountry(page, country);
        await page.goto(path);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toBeVisible();
        await test.step("spelling", async () => {
          const text = await readableText(page, country);
          expect(wordsIn(text, country === "US" ? BRITISH : AMERICAN)).toEqual([]);
          if (country === "US") expect(phrasesIn(text, BRITISH_USAGE)).toEqual([]);
        });
        await test.step("layout at every width", async () => {
          expect(await problemsAcrossWidths(page)).toEqual([]);
        });
        if (PICTURED_PATHS.has(path)) {
          await test.step("a picture of its own fills the hero's right side at 1280px", async () => {
            await page.setViewportSize({ width: 1280, height: 900 });
            const picture = page.locator("main [data-slot=hero-picture]");
            const [box, heading] = await Promise.all([
              picture.boundingBox(),
              page.locator("h1").boundingBox(),
            ]);
            expect(box!.x + box!.width).toBe(1280);
            expect(box!.width).toBeGreaterThanOrEqual(0.4 * 1280);
            // The words keep clear of it, but for the edge where it fades into the ink.
            expect(heading!.x + heading!.width).toBeLessThanOrEqual(box!.x + 0.35 * box!.width);
            const photo = picture.locator("img");
            if ((await photo.count()) === 0)
              await expect(picture.locator("[aria-hidden=true]")).toBeVisible();
            else
              expect(
                await photo.evaluate(
                  (image: HTMLImageElement) =>
                    image.complete && image.naturalWidth > 0 && image.loading !== "lazy",
                ),
              ).toBe(true);
          });
        }
        if (country === "UK") {
          await test.step("its calls to action are the site's one band, the closing one last", async () => {
            const bands = page.locator('main [data-slot="action-band"]');
            const closing = bands.and(page.locator('[data-variant="closing"]'));
            const closes = CLOSING_BAND_ROUTES.has(path);
            await expect(closing).toHaveCount(closes ? 1 : 0);
            await expect(bands.and(page.locator('[data-variant="inline"]'))).toHaveCount(
              path === ROUTES.mspPricing ? 1 : 0,
            );
            if (closes) {
              // Nothing a visitor sees comes after it but the footer.
              expect(
                await closing.evaluate((band) => {
                  let next = band.nextElementSibling;
                  while (next && next.tagName === "SCRIPT") next = next.nextElementSibling;
                  return next === null && band.parentElement?.tagName === "MAIN";
                }),
              ).toBe(true);
              // The page ends on one call to action: the band never follows another way to book
              // within a screen, where it would only repeat it.
              for (const [width, height] of [
                [390, 844],
                [1280, 800],
              ] as const) {
                const gap = await closingBandGap(page, width, height);
                if (gap !== null)
                  expect(gap, `closing band below a booking link at ${width}px`).toBeGreaterThanOrEqual(
                    height,
                  );
              }
            }
          });
          await test.step("axe at 390 and 1280px", async () => {
            expect([...(await axeViolationsAt(page, 390)), ...(await axeViolationsAt(page, 1280))]).toEqual(
              [],
            );
          });
          await test.step("a hashed content security policy, violated nowhere", async () => {
            await expectHashedScriptPolicy(page);
            // Bring every lazy image and frame in, and let each load or fail, before reading violations.
            await scrollThrough(page);
            await imagesSettled(page);
            expect(await cspViolations(page)).toEqual([]);
          });
        }
        expect(consoleErrors).toEqual([]);
      });
    }

    test("a six-figure calculator quote fits every width", async ({ page }) => {
      await rememberCountry(page, country);
      // The largest quantity of every service: far past six figures in pounds and in dollars.
      const everything = calculatorServices.map((service) => `${service.id}:999`).join(",");
      await page.goto(`${ROUTES.masterPricing}#quote=${everything}`);
      const summary = page.getByRole("region", { name: calculatorCopy.summaryHeading });
      await expect(summary).toContainText(/\d{3},\d{3}/);
      expect(await problemsAcrossWidths(page)).toEqual([]);
    });
  });
}
