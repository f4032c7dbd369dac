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

/** Pages fetched at once: the preview server answers several in parallel. */
const AT_ONCE = 4;

/**
 * A page, asked for again once when the connection itself fails: a kept-alive socket the server
 * has just closed is the client's race, not a dead link (a dead link answers with its status).
 */
async function fetchPage(request: APIRequestContext, path: string) {
  try {
    return await request.get(path);
  } catch {
    return request.get(path);
  }
}

async function crawl(request: APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  const fromSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const seen = new Set<string>(["/", ...fromSitemap]);
  let frontier = [...seen];
  const dead: string[] = [];
  let pages = 0;
  while (frontier.length > 0) {
    const found: string[] = [];
    for (let start = 0; start < frontier.length; start += AT_ONCE) {
      await Promise.all(
        frontier.slice(start, start + AT_ONCE).map(async (path) => {
          const response = await fetchPage(request, path);
          if (response.status() !== 200) return void dead.push(`${path} answers ${response.status()}`);
          if (!(response.headers()["content-type"] ?? "").includes("text/html")) return;
          pages += 1;
          found.push(...siteLinks(await response.text()));
        }),
      );
    }
    frontier = [...new Set(found)].filter((link) => !seen.has(link));
    for (const link of frontier) seen.add(link);
  }
  return { dead: dead.sort(), pages, listed: fromSitemap.length };
}

for (const launched of [false, true]) {
  test(
    `${launched ? "the launched" : "the template's"} export has no link to a page it lacks`,
    launched ? LAUNCHED : {},
    async ({ request }) => {
      // About a hundred requests; on a busy two-core machine they can outlast the default 30 s.
      test.setTimeout(90_000);
      const { dead, pages, listed } = await crawl(request);
      expect(dead).toEqual([]);
      // The crawl read every page the sitemap lists (the films' among them), and the filtered
      // portfolio addresses the pages link to besides.
      expect(listed).toBeGreaterThan(40);
      expect(pages).toBeGreaterThan(listed);
    },
  );
}
