import type { APIRequestContext } from "@playwright/test";
import { expect, test, LAUNCHED } from "./fixtures";

/*
 * No link in either export points to a page it lacks: every `<a href>` on this site, found by
 * following the links from the home page and every address in the sitemap, answers 200. (The
 * films' pages exist only for the films a build shows; a card, the sitemap or a related film that
 * named another would be a dead end.)
 */

/** The site's own links in a page's HTML, without their fragment. */
function siteLinks(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)]
    .map((match) => match[1]!.replace(/&amp;/g, "&").split("#")[0]!)
    .filter((href) => href.startsWith("/") && !href.startsWith("//"));
}

async function crawl(request: APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  const fromSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const queue = ["/", ...fromSitemap];
  const seen = new Set<string>(queue);
  const dead: string[] = [];
  let pages = 0;
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path);
    if (response.status() !== 200) {
      dead.push(`${path} answers ${response.status()}`);
      continue;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    pages += 1;
    for (const link of siteLinks(await response.text())) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  return { dead, pages, links: seen.size };
}

for (const launched of [false, true]) {
  test(
    `${launched ? "the launched" : "the template's"} export has no link to a page it lacks`,
    launched ? LAUNCHED : {},
    async ({ request }) => {
      const { dead, pages, links } = await crawl(request);
      expect(dead).toEqual([]);
      // The crawl reached the films' pages, not only the routes.
      expect(pages).toBeGreaterThan(40);
      expect(links).toBeGreaterThan(pages);
    },
  );
}
