import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { owner } from "@/content/owner";
import { pages } from "@/content/pages";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/absolute-url";
import { SITE_PATHS } from "@/content/site-paths";
import { ROUTES, ROUTE_PATHS, type RouteName } from "@/lib/routes";
import { shareCardPath } from "@/lib/share-card-path";
import { expect, test, LAUNCHED } from "./fixtures";
import { sitemapProblems } from "./sitemap-schema";
import { internalLinks } from "./link-check";

/*
 * What search engines and share previews read: read from the raw HTML with scripts off, because
 * crawlers and link unfurlers do not run the site's JavaScript. The same load of each route also
 * proves it reads without JavaScript and links only to pages the export has.
 */
test.use({ javaScriptEnabled: false });

const routeNames = Object.keys(ROUTES) as RouteName[];

/** Fetches a picture the export serves and reads its size from the PNG's header chunk. */
async function fetchPng(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url, "http://localhost").pathname);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"], url).toBe("image/png");
  const bytes = await response.body();
  expect(bytes.subarray(1, 4).toString("latin1"), url).toBe("PNG");
  return { bytes, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function ogImageOf(html: string): string {
  const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  expect(image).toBeDefined();
  return image!;
}

type PageCheck = {
  title: string;
  summary: string;
  run: (page: Page, request: APIRequestContext) => Promise<void>;
};

/*
 * What else a page must say, checked on the same load as its metadata (a load per check would
 * repeat the page's parse for nothing): the structured data a search engine reads, and the
 * icons a browser shows.
 */
const pageChecks: Partial<Record<string, PageCheck[]>> = {
  [ROUTES.mspPricing]: [
    {
      title: "the MSP pricing page offers every package at the price it shows, in pounds and dollars",
      summary: "offers each package at the price it shows",
      run: async (page) => {
        const service = (await readJsonLd(page)).find((data) => data["@type"] === "Service");
        const offers = service?.offers as { name: string; price?: number; priceCurrency?: string }[];
        const priceOf = (name: string, currency: string) =>
          offers.find((offer) => offer.name === name && offer.priceCurrency === currency)?.price;
        expect(priceOf("Growth package", "GBP")).toBe(2495);
        // The price points the US pages show, not the bare conversions (3,168.65 and 1,263.65).
        expect(priceOf("Growth package", "USD")).toBe(3195);
        expect(priceOf("Video Content Audit", "USD")).toBe(1295);
        await expect(page.getByText("£2,495").first()).toBeVisible();
      },
    },
  ],
  ...Object.fromEntries(
    [ROUTES.pricing, ROUTES.vendorPricing, ROUTES.masterPricing].map((path) => [
      path,
      [
        {
          title: `${path} describes its service and offers`,
          summary: "describes its service and offers",
          run: async (page: Page) => {
            const service = (await readJsonLd(page)).find((data) => data["@type"] === "Service");
            expect(service?.provider).toEqual({ "@id": absoluteUrl("/#organization", site.url) });
            expect((service?.offers as unknown[]).length).toBeGreaterThan(0);
          },
        },
      ],
    ]),
  ),
  [ROUTES.podcast]: [
    {
      title: "/podcast describes the owner's series",
      summary: "describes the owner's series",
      run: async (page) => {
        const series = (await readJsonLd(page)).find((data) => data["@type"] === "PodcastSeries");
        expect(series).toMatchObject({
          name: owner.podcast.name,
          url: absoluteUrl(ROUTES.podcast, site.url),
        });
      },
    },
  ],
  [ROUTES.home]: [
    {
      title: "the page's icons are PNGs of the sizes the head declares",
      summary: "declares its icons' sizes truly",
      run: async (page, request) => {
        for (const rel of ["icon", "apple-touch-icon"]) {
          const link = page.locator(`head link[rel="${rel}"]`);
          await expect(link).toHaveCount(1);
          const png = await fetchPng(request, (await link.getAttribute("href"))!);
          expect(`${png.width}x${png.height}`, rel).toBe(await link.getAttribute("sizes"));
        }
      },
    },
  ],
};

test.describe("metadata", () => {
  for (const name of routeNames) {
    const path = ROUTES[name];
    const checks = pageChecks[path] ?? [];
    const also = checks.map((check) => `, ${check.summary}`).join("");
    test(`${path} has its own title, description, canonical URL and share card${also}, reads without JavaScript and links only to what the export has`, async ({
      page,
      request,
      baseURL,
    }) => {
      const response = await page.goto(path);
      await test.step(`${path} has its own title, description, canonical URL and share card`, async () => {
        const head = page.locator("head");
        const meta = (selector: string) => head.locator(selector).getAttribute("content");

        const title = await page.title();
        const description = await meta('meta[name="description"]');
        expect(title).toContain(pages[name].title);
        expect(description).toBe(pages[name].description);
        const canonical = absoluteUrl(path, site.url);
        await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
        expect(await meta('meta[property="og:url"]')).toBe(canonical);
        expect(await meta('meta[property="og:title"]')).toContain(pages[name].title);
        expect(await meta('meta[property="og:description"]')).toBe(description);
        expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");

        // The page's own card: absolute, 1200×630 as declared, described, and in the export itself.
        const image = await meta('meta[property="og:image"]');
        expect(image).toBe(absoluteUrl(shareCardPath(path), site.url));
        expect(await meta('meta[property="og:image:width"]')).toBe("1200");
        expect(await meta('meta[property="og:image:height"]')).toBe("630");
        expect(await meta('meta[property="og:image:alt"]')).toContain(pages[name].title);
        expect(await meta('meta[name="twitter:image"]')).toBe(image);
        const card = await fetchPng(request, image!);
        expect([card.width, card.height]).toEqual([1200, 630]);

        // Every page names the business behind it.
        const graphs = await readJsonLd(page);
        expect(graphs.find((data) => data["@type"] === "Organization")).toMatchObject({
          name: site.brandName,
        });
      });
      for (const check of checks) await test.step(check.title, () => check.run(page, request));
      await test.step(`${path} still reads without JavaScript: heading, copy and pound prices`, async () => {
        await expect(page.locator("h1")).toBeVisible();
        const main = page.getByRole("main");
        expect((await main.innerText()).length).toBeGreaterThan(300);
        // The UK is the default country: no dollar figure shows before a script could pick the US.
        await expect(main.getByText(/\$\d/).filter({ visible: true })).toHaveCount(0);
        await expect(page.getByRole("contentinfo").getByRole("link").first()).toBeVisible();
      });
      await test.step(`every internal link and #anchor on ${path} resolves in the export`, async () => {
        expect(response?.status()).toBe(200);
        const { hrefs, broken } = await internalLinks(
          request,
          await response!.text(),
          new URL(path, baseURL),
        );
        expect(hrefs.length).toBeGreaterThan(5);
        // Every link leads somewhere: no "#" stands in for a page that is not written.
        expect(hrefs.filter((href) => href === "#")).toEqual([]);
        expect(broken).toEqual([]);
      });
    });
  }
});

test("no two pages share a share card", async ({ request }) => {
  const cards = await Promise.all(
    ROUTE_PATHS.map(async (path) => (await fetchPng(request, shareCardPath(path))).bytes.toString("base64")),
  );
  expect(new Set(cards).size).toBe(ROUTE_PATHS.length);
});

test(
  "the launched owner's cards and icons are their own, not the template's",
  LAUNCHED,
  async ({ request }) => {
    // The template export (out/, from content/owner.ts) is the one the chromium project serves.
    const template = (path: string) => readFileSync(`out${path}`);
    for (const path of ROUTE_PATHS) {
      const image = ogImageOf(await (await request.get(path)).text());
      const card = await fetchPng(request, image);
      expect([card.width, card.height], image).toEqual([1200, 630]);
      expect(card.bytes.equals(template(shareCardPath(path))), image).toBe(false);
    }
    for (const icon of ["/favicon.png", "/apple-touch-icon.png", "/icon-192.png", "/icon-512.png"]) {
      expect((await fetchPng(request, icon)).bytes.equals(template(icon)), icon).toBe(false);
    }
  },
);

test("no two pages share a title or a description", async ({ request }) => {
  const heads = await Promise.all(
    ROUTE_PATHS.map(async (path) => {
      const html = await (await request.get(path)).text();
      return {
        title: html.match(/<title>([^<]*)<\/title>/)?.[1],
        description: html.match(/<meta name="description" content="([^"]*)"/)?.[1],
      };
    }),
  );
  expect(new Set(heads.map((head) => head.title)).size).toBe(ROUTE_PATHS.length);
  expect(new Set(heads.map((head) => head.description)).size).toBe(ROUTE_PATHS.length);
});

async function readJsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("structured data", () => {
  test(
    "home lists its sample films, each item pointing at the film's own page",
    LAUNCHED,
    async ({ page }) => {
      await page.goto(ROUTES.home);
      const list = (await readJsonLd(page)).find((data) => data["@type"] === "ItemList") as {
        url: string;
        itemListElement: { "@type": string; position: number; name: string; url: string }[];
      };
      const live = "https://www.northlightfilms.co.uk";
      expect(list.url).toBe(`${live}/`);
      expect(list.itemListElement.length).toBeGreaterThan(0);
      for (const [index, item] of list.itemListElement.entries()) {
        expect(item).toMatchObject({ "@type": "ListItem", position: index + 1 });
        // Each one is a card on the page, whose title links to the page the item names.
        // (in the sample videos: the featured case above them may show one of the same films)
        const heading = page.locator("#portfolio").getByRole("heading", { name: item.name });
        await expect(heading).toHaveCount(1);
        expect(item.url).toMatch(new RegExp(`^${live}/work/[a-z0-9-]+/$`));
        await expect(heading.getByRole("link")).toHaveAttribute("href", item.url.slice(live.length));
      }
    },
  );
});

test.describe("crawling", () => {
  test("sitemap.xml lists every route and film page by its canonical URL and content date, valid against its schemas", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(sitemapProblems(xml)).toEqual([]);
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual(SITE_PATHS.map((path) => absoluteUrl(path, site.url)).sort());
    // Every address carries the day its content last changed (content/page-dates.ts), and the
    // legal pages the day they say they were last updated.
    const lastmods = new Map(
      [...xml.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    expect(lastmods.size).toBe(listed.length);
    expect(lastmods.get(absoluteUrl(ROUTES.privacy, site.url))).toBe(owner.legal.updated);
    expect(lastmods.get(absoluteUrl(ROUTES.terms, site.url))).toBe(owner.legal.updated);
  });

  test(
    "a build with SITE_URL set points canonical links, the sitemap and share cards there",
    LAUNCHED,
    async ({ request }) => {
      // The launched export is built with SITE_URL=https://www.northlightfilms.co.uk (package.json).
      const live = "https://www.northlightfilms.co.uk";
      const xml = await (await request.get("/sitemap.xml")).text();
      // With its films' video entries too, the file keeps to both schemas.
      expect(sitemapProblems(xml)).toEqual([]);
      const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      // The routes, then the films' own pages (watch-pages.spec.ts checks those one by one).
      const [films, routes] = [
        listed.filter((url) => url?.includes("/work/")),
        listed.filter((url) => !url?.includes("/work/")),
      ];
      expect(routes.sort()).toEqual(ROUTE_PATHS.map((path) => absoluteUrl(path, live)).sort());
      expect(films.length).toBeGreaterThan(0);
      for (const url of films) expect(url).toMatch(new RegExp(`^${live}/work/[a-z0-9-]+/$`));
      const html = await (await request.get(ROUTES.pricing)).text();
      expect(html).toContain(`<link rel="canonical" href="${live}${ROUTES.pricing}"`);
      expect(html).toContain(`<meta property="og:image" content="${live}/`);
      expect(html).not.toContain("example.com");
    },
  );

  test("robots.txt allows crawling and points at the sitemap", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/User-Agent: \*\s+Allow: \//i);
    expect(robots).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml", site.url)}`);
  });

  test("the web manifest names the site, and its icons are PNGs of the sizes it declares", async ({
    request,
  }) => {
    const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
      name: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.name).toBe(site.brandName);
    expect(manifest.icons.map((icon) => icon.sizes).sort()).toEqual(["192x192", "512x512"]);
    for (const icon of manifest.icons) {
      const png = await fetchPng(request, icon.src);
      expect(`${png.width}x${png.height}`, icon.src).toBe(icon.sizes);
    }
  });
});
