import type { APIRequestContext } from "@playwright/test";

/*
 * A page's own links, checked against the export: every internal link and #anchor in its
 * pre-rendered HTML (the islands render their links there too) leads to a page that answers 200
 * at that very address, holding the element the anchor names.
 */

/** The href of every <a> in a page's pre-rendered HTML. */
function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
}

/** One fetch per distinct page, shared by the pages checked in this worker. */
const pagesByPath = new Map<string, Promise<{ status: number; html: string }>>();

function fetchPage(request: APIRequestContext, pathname: string) {
  if (!pagesByPath.has(pathname)) {
    pagesByPath.set(
      pathname,
      request
        .get(pathname, { maxRedirects: 0 })
        .then(async (response) => ({ status: response.status(), html: await response.text() })),
    );
  }
  return pagesByPath.get(pathname)!;
}

/** The page's internal links, and those that lead nowhere (`href → why`). */
export async function internalLinks(request: APIRequestContext, html: string, pageUrl: URL) {
  const internal = linksIn(html)
    .map((href) => ({ href, url: new URL(href, pageUrl) }))
    .filter(({ url }) => url.origin === pageUrl.origin);
  const broken: string[] = [];
  for (const { href, url } of internal) {
    const target = await fetchPage(request, url.pathname);
    // Links point at canonical paths: a 308 to the slash form would cost a visitor a round trip.
    if (target.status !== 200) broken.push(`${href} → ${target.status}`);
    else if (url.hash && !target.html.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`)) {
      broken.push(`${href} → no element with id ${url.hash}`);
    }
  }
  return { hrefs: internal.map(({ href }) => href), broken };
}
