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

test.describe("every route", () => {
  for (const name of routeNames) {
    const path = ROUTES[name];

    // Console errors, axe and layout are checked on the rendered page in pages-by-country.spec.ts.
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
  }
});
