import type { APIResponse } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { notFoundCopy, pages } from "@/content/pages";
import { ROUTES, type RouteName } from "@/lib/routes";
import { expect, test } from "./fixtures";
import { rawGet } from "./raw-request";

/*
 * One spec, three hosts (playwright.config.ts runs it once per host): our `npm start` server,
 * nginx with deploy/nginx/, and Cloudflare Pages' local runtime with the exported _headers. Each
 * check is what a visitor or a crawler gets from the real host, not what our server imitates.
 */

/** The headers a <meta> cannot set, on every response: pages, assets, 404s and redirects. */
const SECURITY_HEADERS = {
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "content-security-policy": "frame-ancestors 'none'",
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "cross-origin-opener-policy": "same-origin",
};
const YEAR_IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

const OUT = join(__dirname, "../../../out");
const home = readFileSync(join(OUT, "index.html"), "utf8");
const hashedAsset = (extension: string) => {
  const path = home.match(new RegExp(`/_next/static/[^"']+\\.${extension}`))?.[0];
  if (!path) throw new Error(`The home page references no hashed .${extension} file`);
  return path;
};
const HASHED = { js: hashedAsset("js"), css: hashedAsset("css"), font: hashedAsset("woff2") };

/** Every value a response carries for `name`, however the host split or joined them. */
function values(response: APIResponse, name: string): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === name)
    .map((header) => header.value);
}

function expectSecurityHeaders(response: APIResponse, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(values(response, name), `${name} on ${what}`).toEqual([value]);
  }
}

const notFoundMarker = notFoundCopy.heading;

test.describe("pages and redirects", () => {
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    test(`${ROUTES[name]} answers 200 with its page`, async ({ request }) => {
      const response = await request.get(ROUTES[name]);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      expect(await response.text()).toContain(pages[name].title.replace(/&/g, "&amp;"));
    });
  }

  test("/route redirects to /route/ on the same site, keeping the query", async ({ request, baseURL }) => {
    for (const path of ["/portfolio", "/msp-pricing", "/15-minute-meeting"]) {
      const response = await request.get(`${path}?filter=events`, { maxRedirects: 0 });
      expect([301, 308], path).toContain(response.status());
      expect(new URL(response.headers().location ?? "", baseURL).href).toBe(
        `${baseURL}${path}/?filter=events`,
      );
      expectSecurityHeaders(response, `the redirect from ${path}`);
    }
  });

  test("unknown paths get status 404 and the site's 404 page", async ({ request }) => {
    for (const path of [
      "/no-such-page",
      "/portfolio/no-such-item/deeper",
      "/Unknown-Thing/",
      "/_next/static/none.js",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(notFoundMarker);
      expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
    }
  });

  test("near-miss addresses end on the canonical page, keeping query and hash", async ({ page, baseURL }) => {
    for (const [typed, landed] of [
      ["/PORTFOLIO?filter=events#work", "/portfolio/?filter=events#work"],
      ["/Msp-Pricing/", "/msp-pricing/"],
      ["/BOOK-AUDIT", "/book-audit/"],
    ]) {
      await page.goto(`${baseURL}${typed}`);
      await expect(page).toHaveURL(`${baseURL}${landed}`);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Page Not Found/);
    }
  });

  test("the host's header rules file is not served", async ({ request, host }) => {
    const response = await request.get("/_headers");
    expect(host.headersFileStatuses).toContain(response.status());
    expect(await response.text()).not.toContain("Strict-Transport-Security:");
  });

  test("HEAD answers like GET without a body", async ({ request }) => {
    for (const path of [ROUTES.home, HASHED.js, "/no-such-page"]) {
      const [get, head] = [await request.get(path), await request.head(path)];
      expect(head.status(), path).toBe(get.status());
      expect(head.headers()["content-type"], path).toBe(get.headers()["content-type"]);
      expect(values(head, "cache-control"), path).toEqual(values(get, "cache-control"));
      expect((await head.body()).length, path).toBe(0);
    }
  });
});

test.describe("caching and security headers", () => {
  test("hashed build files are cached for a year, once", async ({ request }) => {
    for (const path of Object.values(HASHED)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(values(response, "cache-control"), path).toEqual([YEAR_IMMUTABLE]);
      expectSecurityHeaders(response, path);
    }
  });

  test("pages and unhashed files are revalidated on every visit, once", async ({ request }) => {
    for (const path of [
      ROUTES.home,
      ROUTES.portfolio,
      "/favicon.png",
      "/robots.txt",
      "/manifest.webmanifest",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(values(response, "cache-control"), path).toEqual([REVALIDATE]);
      expectSecurityHeaders(response, path);
    }
  });

  test("404 responses, a missing hashed file among them, are never cached for long", async ({ request }) => {
    for (const path of ["/no-such-page", "/_next/static/chunks/none.js"]) {
      const response = await request.get(path);
      const [cacheControl, ...more] = values(response, "cache-control");
      expect(more, path).toEqual([]);
      expect(cacheControl, path).toMatch(/^(no-cache|no-store|public, max-age=0, must-revalidate)$/);
      expectSecurityHeaders(response, path);
    }
  });

  test("text is compressed where the host compresses, and only when the client accepts it", async ({
    request,
    host,
  }) => {
    for (const path of [ROUTES.home, HASHED.js, HASHED.css]) {
      for (const encoding of host.compresses) {
        const response = await request.get(path, { headers: { "Accept-Encoding": encoding } });
        expect(response.headers()["content-encoding"], `${path} with ${encoding}`).toBe(encoding);
      }
      const identity = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
      expect(identity.headers()["content-encoding"], `${path} uncompressed`).toBeUndefined();
    }
  });
});

test.describe("hostile and odd requests", () => {
  for (const [typed, landed, heading] of [
    ["//portfolio/", "/portfolio/", pages.portfolio.hero.heading],
    ["///", "/", pages.home.hero.heading],
    ["//evil.example", "/evil.example", notFoundMarker],
    ["//PORTFOLIO/?filter=events", "/portfolio/?filter=events", pages.portfolio.hero.heading],
  ] as const) {
    test(`${typed} renders ${landed} on this site and hydrates`, async ({ page, baseURL, consoleErrors }) => {
      await page.goto(`${baseURL}${typed}`);
      await expect(page).toHaveURL(`${baseURL}${landed}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
      expect(consoleErrors.filter((error) => !error.includes("404"))).toEqual([]);
    });
  }

  test("a redirect never points off the site", async ({ baseURL }) => {
    for (const path of [
      "//evil.example",
      "///evil.example/",
      "/\\evil.example",
      "//\\evil.example",
      "/.//evil.example/x",
      "/portfolio//?x=//evil.example",
    ]) {
      const response = await rawGet(baseURL!, path);
      const location = response.headers.location;
      if (location === undefined) continue;
      const target = new URL(String(location), `${baseURL}/`);
      expect(target.origin, `${path} → ${location}`).toBe(baseURL);
    }
  });

  test("no spelling of a path reaches a file outside the export or the host's rules", async ({ baseURL }) => {
    for (const path of [
      "/../package.json",
      "/..%2Fpackage.json",
      "/%2e%2e/package.json",
      "/%2e%2e%2fpackage.json",
      "/_next/..%2F..%2Fpackage.json",
      "/..%5Cpackage.json",
      "/..\\package.json",
      "/package.json%00.html",
      "/_next/..%2F_headers",
      "/%5Fheaders",
    ]) {
      const response = await rawGet(baseURL!, path);
      expect(response.body, path).not.toContain('"name": "unforgettably-human-site"');
      expect(response.body, path).not.toContain("Strict-Transport-Security:");
      expect(response.status, path).not.toBe(200);
    }
  });
});
