import AxeBuilder from "@axe-core/playwright";
import { pages } from "@/content/pages";
import { ROUTES, type RouteName } from "@/lib/routes";
import { expect, test } from "./fixtures";

const routeNames = Object.keys(ROUTES) as RouteName[];

/** Raw HTML text as a reader sees it: the few character references a serializer may write. */
function decodeText(html: string) {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
const WIDTHS = [390, 1280] as const;

test.describe("every route", () => {
  for (const name of routeNames) {
    const path = ROUTES[name];

    test(`${path} is pre-rendered with its own title and one h1`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      // The heading's text, without the spans that keep phrases such as "15-Minute" on one line.
      const heading = html.match(/<h1[\s>][\s\S]*?<\/h1>/)?.[0].replace(/<[^>]+>/g, "") ?? "";
      expect(decodeText(heading)).toContain(pages[name].hero.heading);
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      expect(decodeText(title)).toContain(pages[name].title);
    });

    for (const width of WIDTHS) {
      test(`${path} loads without console errors or axe violations at ${width}px`, async ({
        page,
        consoleErrors,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toBeVisible();
        // Nothing pokes out sideways: a phone never gets a horizontal scrollbar.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    }
  }
});
