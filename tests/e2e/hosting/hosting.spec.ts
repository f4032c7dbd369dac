import type { APIResponse } from "@playwright/test";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { notFoundCopy, pages } from "@/content/pages";
import { ROUTES, type RouteName } from "@/lib/routes";
import { expect, test } from "./fixtures";
import { startHost } from "./hosts";
import {
  floodUnread,
  parseAnswer,
  pipelineUnread,
  rawExchange,
  rawGet,
  slowClient,
  timedGetFrom,
} from "./raw-request";

/*
 * One spec, three hosts (playwright.config.ts runs it once per host): our `npm start` server,
 * nginx with deploy/nginx/, and Cloudflare Pages' local runtime with the exported _headers. Each
 * check is what a visitor or a crawler gets from the real host, not what our server imitates.
 */

/** What only a header can say of the Content-Security-Policy, on every response but a page's. */
const FRAME_ANCESTORS = "frame-ancestors 'none'";

/**
 * The headers a <meta> cannot set, on every response: pages, assets, 404s and redirects. A page
 * itself gets its whole policy (pageHeaderPolicy) as its Content-Security-Policy.
 */
const SECURITY_HEADERS = {
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "content-security-policy": FRAME_ANCESTORS,
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

/** Each security header once; `policy` is the Content-Security-Policy expected (a page's own, or none but frame-ancestors). */
function expectSecurityHeaders(response: APIResponse, what: string, policy = FRAME_ANCESTORS) {
  for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, "content-security-policy": policy })) {
    expect(values(response, name), `${name} on ${what}`).toEqual([value]);
  }
}

/** A page's policy as its header: the page's CSP <meta> and frame-ancestors 'none'. */
function pageHeaderPolicy(html: string): string {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  if (!meta) throw new Error("The page has no CSP <meta>");
  return `${meta.replace(/&amp;/g, "&")}; ${FRAME_ANCESTORS}`;
}

/** The same check on a raw answer's headers (parseAnswer), for requests Playwright cannot send. */
function expectRawSecurityHeaders(headers: Record<string, string[]>, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name] ?? [], `${name} on ${what}`).toEqual([value]);
  }
}

const notFoundMarker = notFoundCopy.heading;

test.describe("pages and redirects", () => {
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    test(`${ROUTES[name]} answers 200 with its page and the page's whole policy as its CSP header`, async ({
      request,
    }) => {
      const response = await request.get(ROUTES[name]);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(pages[name].title.replace(/&/g, "&amp;"));
      expectSecurityHeaders(response, ROUTES[name], pageHeaderPolicy(html));
    });
  }

  test("/route redirects (308) to /route/ on the same site, keeping the query", async ({
    request,
    baseURL,
  }) => {
    for (const path of ["/portfolio", "/msp-pricing", "/15-minute-meeting"]) {
      const response = await request.get(`${path}?filter=events`, { maxRedirects: 0 });
      expect([path, response.status()]).toEqual([path, 308]);
      expect(new URL(response.headers().location ?? "", baseURL).href).toBe(
        `${baseURL}${path}/?filter=events`,
      );
      expectSecurityHeaders(response, `the redirect from ${path}`);
    }
  });

  test("every page has one address: index.html and repeated slashes redirect (308) to it, keeping the query", async ({
    request,
    baseURL,
    host,
  }) => {
    for (const [path, canonical] of [
      ["/index.html", "/"],
      ["/index.html?utm_source=news", "/?utm_source=news"],
      ["/portfolio/index.html?filter=events", "/portfolio/?filter=events"],
      ["/portfolio//", "/portfolio/"],
      ["/portfolio///?filter=events", "/portfolio/?filter=events"],
      ["/msp-pricing//", "/msp-pricing/"],
      // Any route, not a list of them: a page two folders deep, whether or not it exists.
      ["/work//a-film/", "/work/a-film/"],
      ["/work/a-film//", "/work/a-film/"],
      [
        "/portfolio//index.html?filter=events",
        host.canonicalInOneHop ? "/portfolio/?filter=events" : "/portfolio/index.html?filter=events",
      ],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([path, response.status()]).toEqual([path, 308]);
      expect(new URL(response.headers().location ?? "", `${baseURL}${path}`).href, path).toBe(
        `${baseURL}${canonical}`,
      );
      expectSecurityHeaders(response, `the redirect from ${path}`);
    }
    // Every spelling of a film page's address with one to four slashes at each of its three, with
    // or without a last "index.html": one redirect each, straight to the page, where the host
    // takes every spelling in one.
    if (host.canonicalInOneHop) {
      const spellings: string[] = [];
      for (const [lead, middle, tail] of [1, 2, 3, 4].flatMap((a) =>
        [1, 2, 3, 4].flatMap((b) => [1, 2, 3, 4].map((c) => [a, b, c])),
      )) {
        for (const index of ["", "index.html"]) {
          spellings.push(`${"/".repeat(lead!)}work${"/".repeat(middle!)}a-film${"/".repeat(tail!)}${index}`);
        }
      }
      const odd = spellings.filter((path) => path !== "/work/a-film/");
      expect(odd).toHaveLength(127);
      for (const path of odd) {
        const answer = await rawGet(baseURL!, `${path}?utm_source=news`);
        expect([path, answer.status, answer.headers.location]).toEqual([
          path,
          308,
          "/work/a-film/?utm_source=news",
        ]);
      }
    }
    // Redirects followed to the end land on the page itself.
    const followed = await request.get("/portfolio//index.html?filter=events");
    expect(followed.url()).toBe(`${baseURL}/portfolio/?filter=events`);
    expect(await followed.text()).toContain(pages.portfolio.title.replace(/&/g, "&amp;"));
  });

  test("the not-found page's own addresses answer 404 with the not-found page", async ({ request }) => {
    for (const path of ["/404/", "/404", "/404.html", "/_not-found/", "/_not-found", "/404/index.html"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([path, response.status()]).toEqual([path, 404]);
      expect(await response.text(), path).toContain(notFoundMarker);
      expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
      expectSecurityHeaders(response, path);
    }
  });

  test("a page is not found at another spelling of its address, where the host can tell, nor a folder without a page", async ({
    host,
    baseURL,
  }) => {
    for (const path of [
      "/portfolio%2F",
      "/./",
      "/portfolio/./",
      "/portfolio/..",
      "/%2e/",
      "/portfolio/%2e/",
      "/portfolio/%2e%2e/",
    ]) {
      const response = await rawGet(baseURL!, path);
      expect([path, response.status]).toEqual([path, host.oddSpellings]);
      if (host.oddSpellings === 404) expect(response.body, path).toContain(notFoundMarker);
    }
    // /work/ holds the films' pages but is not one: no redirect to a folder that is not found.
    const work = await rawGet(baseURL!, "/work");
    expect(work.status).toBe(404);
    expect(work.body).toContain(notFoundMarker);
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

  test("the host's header and redirect rules files are not served", async ({ request, host }) => {
    const headers = await request.get("/_headers");
    expect(host.headersFileStatuses).toContain(headers.status());
    expect(await headers.text()).not.toContain("Strict-Transport-Security:");
    const redirects = await request.get("/_redirects");
    expect(host.headersFileStatuses).toContain(redirects.status());
    expect(await redirects.text()).not.toContain("/_not-a-page");
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
      const policy = path.endsWith("/") ? pageHeaderPolicy(await response.text()) : FRAME_ANCESTORS;
      expectSecurityHeaders(response, path, policy);
    }
  });

  test("a range past a file's end gets 416 with each header once, where the host serves ranges", async ({
    request,
    host,
  }) => {
    const response = await request.get("/favicon.png", { headers: { Range: "bytes=99999999-" } });
    expect(response.status()).toBe(host.byteRanges ? 416 : 200);
    expectSecurityHeaders(response, "a range past the end");
    // The local Pages runtime, ignoring the range, sends no Cache-Control for a request with one.
    expect(values(response, "cache-control")).toHaveLength(host.byteRanges ? 1 : 0);
  });

  test("captions go out as text/vtt, which a browser plays beside nosniff", async ({ request, host }) => {
    const name = `hosting-probe-${host.name.replace(/\W+/g, "-")}.vtt`;
    writeFileSync(join(OUT, name), "WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n");
    try {
      const response = await request.get(`/${name}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/vtt(;|$)/);
      expectSecurityHeaders(response, "a captions file");
    } finally {
      rmSync(join(OUT, name), { force: true });
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

  test("text is compressed where the host compresses, and only when the client accepts it; the build's copies are no pages", async ({
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
    // The build's gzip copies (for nginx) are never a page: not found where the host can tell,
    // else a gzip file as it is.
    for (const path of ["/index.html.gz", `${HASHED.js}.gz`]) {
      const copy = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
      if (host.servesPrecompressedCopies) {
        expect([path, copy.status(), copy.headers()["content-type"]]).toEqual([
          path,
          200,
          "application/gzip",
        ]);
      } else {
        expect([path, copy.status()]).toEqual([path, 404]);
        expect(await copy.text()).toContain(notFoundMarker);
      }
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

/** The largest image of the export: not compressed, so a host reads and sends it whole each time. */
function largestImage(): { path: string; bytes: number } {
  let largest = { path: "", bytes: 0 };
  const walk = (dir: string, url: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, `${url}${entry.name}/`);
      else if (
        [".png", ".jpg", ".webp"].includes(extname(entry.name)) &&
        statSync(path).size > largest.bytes
      ) {
        largest = { path: `${url}${entry.name}`, bytes: statSync(path).size };
      }
    }
  };
  walk(OUT, "/");
  return largest;
}

/** A file larger than any socket buffers hold, written into the export for one test. */
function withLargeFile(host: { name: string }) {
  const name = `hosting-probe-large-${host.name.replace(/\W+/g, "-")}.bin`;
  const bytes = 16 * 2 ** 20;
  writeFileSync(join(OUT, name), Buffer.alloc(bytes, 1));
  return { path: `/${name}`, bytes, remove: () => rmSync(join(OUT, name), { force: true }) };
}

test.describe("hosts under abuse", () => {
  test("a client that pipelines thousands of requests and never reads makes the host hold little", async ({
    host,
    baseURL,
  }) => {
    const image = largestImage();
    // Enough requests that buffering every answer would hold over 500 MB; one at a time, a few MB.
    const requests = Math.max(5_000, Math.ceil((520 * 2 ** 20) / image.bytes));
    expect(image.bytes * requests).toBeGreaterThan(500 * 2 ** 20);
    expect((await rawGet(baseURL!, image.path)).status).toBe(200);
    const before = host.residentKiB();
    const flood = await pipelineUnread(baseURL!, image.path, requests);
    try {
      // Answered after the flood reached the host: it has parsed what it was going to parse by now.
      expect((await rawGet(baseURL!, image.path)).status).toBe(200);
      const grownMiB = (host.residentKiB() - before) / 1024;
      expect(grownMiB).toBeLessThan(128);
    } finally {
      flood.close();
    }
  });

  test("one address's floods, 60 connections pipelining gzip page requests below its limit and then 300, leave another address answered as an unflooded twin is, and the error log under 1 MB", async ({
    host,
    baseURL,
  }) => {
    // Three flooding clients and a second host start within it: seconds each on a busy machine.
    test.setTimeout(150_000);
    const other = "127.0.0.2";
    expect((await timedGetFrom(baseURL!, "/robots.txt", other)).status).toBe(200);
    // The reference: the same host with the same set-up started beside it, asked the same thing at
    // the same moment but never flooded. Whatever else this machine is doing weighs on both
    // answers alike; what the flood costs the other address is the difference, and each bound
    // below is what the other address may lose to a flood, never room for a slow machine.
    const twin = host.holdsFloods ? await startHost(host.name) : null;
    const logBefore = host.errorLogBytes();
    const large = withLargeFile(host);
    /** Fifteen requests from the other address to both hosts at once, a tenth of a second apart. */
    const measure = async (path: string) => {
      const rounds = [];
      for (let round = 0; twin && round < 15; round++) {
        const [flooded, reference] = await Promise.all([
          timedGetFrom(baseURL!, path, other, 30_000),
          timedGetFrom(twin.baseURL, path, other, 30_000),
        ]);
        rounds.push({ flooded, reference });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return rounds;
    };
    const floods = [];
    let gzipRounds: Awaited<ReturnType<typeof measure>> = [];
    let rounds: Awaited<ReturnType<typeof measure>> = [];
    try {
      // First one client pipelining gzip requests for the home page on 60 connections, below the
      // 64 requests in progress an address may have, so nothing is refused, reading every answer
      // as fast as it comes. A worker of nginx takes no one else's request until it has answered
      // all that each of its connections may carry: compressing each answer as it went, 100 a
      // connection, it held another address for 2–30 s whenever both workers had flooding
      // connections.
      const gzipFlood = await floodUnread(baseURL!, {
        connections: 60,
        path: ROUTES.home,
        count: 1_000,
        encoding: "gzip",
        reads: true,
      });
      floods.push(gzipFlood);
      gzipRounds = await measure(ROUTES.home);
      gzipFlood.close();
      // Then 70 connections each wait on an answer larger than their buffers: more requests in
      // progress than an address may have, so that (where there is a limit) the address is
      // refused from then on; and 230 connections pipeline 1,000 small requests each, refused or
      // answered as fast as the host can take them, and open again whenever the host closes them.
      floods.push(await floodUnread(baseURL!, { connections: 70, path: large.path, count: 1 }));
      if (host.requestsPerClient !== null) {
        const status = () =>
          rawGet(baseURL!, "/robots.txt", 3_000).then(
            (answer) => answer.status,
            () => 0,
          );
        await expect.poll(status, { timeout: 10_000 }).toBe(429);
      }
      floods.push(await floodUnread(baseURL!, { connections: 230, path: "/robots.txt", count: 1_000 }));
      rounds = await measure("/robots.txt");
    } finally {
      for (const flood of floods) flood.close();
      large.remove();
      await twin?.stop();
    }
    if (!host.holdsFloods) {
      // It only recovers: once the flood ends, the other address is answered again.
      await expect
        .poll(async () => (await timedGetFrom(baseURL!, "/robots.txt", other)).status, {
          timeout: 20_000,
        })
        .toBe(200);
      return;
    }
    for (const measured of [gzipRounds, rounds]) {
      expect(measured.map(({ flooded, reference }) => [flooded.status, reference.status])).toEqual(
        Array(15).fill([200, 200]),
      );
    }
    // Below the limit, the gzip flood may cost the other address at most a quarter of a second
    // on each request, the most a visitor would not notice, the twin's answer at the same moment
    // standing for everything else this machine is doing.
    for (const [round, { flooded, reference }] of gzipRounds.entries()) {
      expect(
        flooded.ms,
        `gzip flood, round ${round + 1}: the twin took ${Math.round(reference.ms)} ms`,
      ).toBeLessThan(reference.ms + 250);
    }
    // Past the limit, with 300 connections, at most a second, on each request but the first.
    // That one is sent as 300 connections arrive together, and nginx takes them in beside it in
    // whatever time this machine gives it: it must be answered (above), and the twin, not
    // flooded, cannot stand for that. (nginx with one worker, 1,000 requests a connection and
    // connections kept after a 429 left every request of the flood waiting seconds.)
    for (const [round, { flooded, reference }] of rounds.slice(1).entries()) {
      expect(
        flooded.ms,
        `300 connections, round ${round + 2}: the twin took ${Math.round(reference.ms)} ms`,
      ).toBeLessThan(reference.ms + 1_000);
    }
    const logAfter = host.errorLogBytes();
    if (logBefore !== null && logAfter !== null) expect(logAfter - logBefore).toBeLessThan(2 ** 20);
  });

  test("slow clients are let go: headers sent too slowly, an idle kept-alive connection, a client that stopped reading", async ({
    host,
    baseURL,
  }) => {
    // The longest wait is twice the longest timeout (Cloudflare's local runtime: 2 × 15 s).
    test.setTimeout(90_000);
    const { headers, idle, stalledReader } = host.slowClients;
    const large = withLargeFile(host);
    try {
      // On a busy machine the host may still be closing the flood before's connections from this
      // address, and while it counts them a new request gets 429 and its connection closes. Start
      // once three requests at a time are answered: fewer than the limit are left, and falling.
      const threeAnswered = () =>
        Promise.all([0, 1, 2].map(() => rawGet(baseURL!, "/robots.txt", 5_000))).then(
          (answers) => answers.map((answer) => answer.status),
          () => null,
        );
      await expect.poll(threeAnswered, { timeout: 20_000 }).toEqual([200, 200, 200]);
      // Each connection at once, so the test takes as long as the longest of them. Each is held
      // to the host's own timeout (its trait) by two reference timers started at the client's
      // last move, on this machine as the host's timers are: a busy machine delays both alike, so
      // the test compares their order, never a duration read off a clock. Still open at half its
      // timeout and closed by twice it: a host that let go at once, or kept the connection to a
      // default (60 s, six times nginx's 10), fails.
      const around = (seconds: number) => [seconds * 500, seconds * 2000];
      const readAgainAfter = 2000 * (stalledReader ?? idle);
      const [partial, kept, stalled] = await Promise.all([
        slowClient(baseURL!, { kind: "partial-headers", references: around(headers) }),
        slowClient(baseURL!, { kind: "idle-after-answer", references: around(idle) }),
        slowClient(baseURL!, {
          kind: "stops-reading",
          path: large.path,
          count: 1,
          readAfterMs: readAgainAfter,
          references: stalledReader === null ? [] : [stalledReader * 500],
        }),
      ]);
      expect(partial.openAtReferences, "open at half the headers' timeout, closed by twice it").toEqual([
        true,
        false,
      ]);
      // Answered, not refused: its wait afterwards is what is timed.
      expect(kept.status).toBe(200);
      expect(kept.openAtReferences, "open at half the idle timeout, closed by twice it").toEqual([
        true,
        false,
      ]);
      if (stalledReader === null) {
        // More than any socket buffer holds: the answer went on once the client read again.
        expect(stalled.bytesRead, "the host kept the connection").toBeGreaterThan(4 * 2 ** 20);
      } else {
        // Let go after half its send timeout, and before the client read again at twice it.
        expect(stalled.openAtReferences, "open at half the send timeout").toEqual([true]);
        expect(stalled.bytesRead, "the connection was closed with the answer unsent").toBeLessThan(
          large.bytes,
        );
      }
    } finally {
      large.remove();
    }
  });

  test("a client with more requests in progress than its address may have gets 429, and the host recovers", async ({
    host,
    baseURL,
  }) => {
    const limit = host.requestsPerClient;
    const large = withLargeFile(host);
    // Each connection asks for more than its socket buffers hold and never reads: its request stays
    // in progress.
    const floods = await Promise.all(
      Array.from({ length: (limit ?? 64) + 6 }, () => pipelineUnread(baseURL!, large.path, 1)),
    );
    const status = () =>
      rawGet(baseURL!, "/robots.txt", 3_000).then(
        (answer) => answer.status,
        () => 0,
      );
    try {
      // Where there is no limit per address, the host's own answer beside such a flood is not this
      // test's business (the local Pages runtime stalls under it); that it recovers is, below.
      if (limit !== null) {
        let seen = 0;
        for (let attempt = 0; attempt < 25 && seen !== 429; attempt++) {
          seen = await status();
          if (seen !== 429) await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(seen).toBe(429);
      }
    } finally {
      for (const flood of floods) flood.close();
      large.remove();
    }
    await expect.poll(status, { timeout: 20_000 }).toBe(200);
  });

  test("a forged Host header gets no site, or a redirect that stays on this one", async ({
    host,
    baseURL,
  }) => {
    const answer = await rawExchange(baseURL!, "GET /portfolio HTTP/1.1\r\nHost: evil.example");
    if (!host.answersUnknownHosts) {
      expect(answer, "an unknown name closes the connection unanswered").toBe("");
      return;
    }
    const { status, headers } = parseAnswer(answer);
    expect([301, 308]).toContain(status);
    expect(headers.location).toEqual(["/portfolio/"]);
  });

  test("the site's own Host gets relative redirects", async ({ baseURL }) => {
    for (const path of ["/portfolio", "/msp-pricing"]) {
      expect((await rawGet(baseURL!, path)).headers.location, path).toBe(`${path}/`);
    }
    // The local Pages runtime serves "//portfolio/" in place; the others redirect it.
    expect([undefined, "/portfolio/"]).toContain((await rawGet(baseURL!, "//portfolio/")).headers.location);
  });

  test("an over-long target, over-large headers and a malformed request get a status that says so", async ({
    host,
    baseURL,
  }) => {
    const { host: authority } = new URL(baseURL!);
    for (const [what, head, status] of [
      [
        "a 20 KB query",
        `GET /?filter=${"a".repeat(20_000)} HTTP/1.1\r\nHost: ${authority}`,
        host.tooLong.target,
      ],
      [
        "a 20 KB header",
        `GET / HTTP/1.1\r\nHost: ${authority}\r\nX-Big: ${"a".repeat(20_000)}`,
        host.tooLong.headers,
      ],
      ["a header line without a colon", `GET / HTTP/1.1\r\nHost: ${authority}\r\nno colon here`, 400],
    ] as const) {
      const answer = parseAnswer(await rawExchange(baseURL!, head));
      expect(answer.status, what).toBe(status);
      if (host.parserErrorsHaveHeaders) expectRawSecurityHeaders(answer.headers, what);
    }
  });

  test("error answers carry the security headers, and a 405 says what is allowed where the host does", async ({
    request,
    host,
  }) => {
    const post = await request.post(ROUTES.home, { data: "x", maxRedirects: 0 });
    expect(post.status()).toBe(405);
    // Cloudflare Pages matches its header rules on the path alone: a page's 405 has its policy.
    const [policy = ""] = values(post, "content-security-policy");
    expect(policy).toMatch(/(^|; )frame-ancestors 'none'$/);
    expectSecurityHeaders(post, "a POST's 405", policy);
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      const response = await request.fetch(ROUTES.portfolio, { method, maxRedirects: 0 });
      expect([method, response.status()]).toEqual([method, 405]);
      const allow = response.headers().allow;
      expect([method, allow]).toEqual([method, host.allowOn405 ? "GET, HEAD" : undefined]);
    }
    const missing = await request.get("/no-such-page");
    expectSecurityHeaders(missing, "a 404");
  });

  test("a symlink in the export that leads out of it is not followed, where the host can tell", async ({
    request,
    host,
  }) => {
    const link = join(OUT, `hosting-probe-link-${host.name.replace(/\W+/g, "-")}`);
    symlinkSync("/etc", link);
    try {
      const response = await request.get(`/${link.split("/").pop()}/passwd`);
      const body = await response.text();
      if (host.followsSymlinksOut) {
        expect(body, "the local runtime reads through the link").toContain("root:");
      } else {
        expect(response.status()).toBe(404);
        expect(body).not.toContain("root:");
        expect(body).toContain(notFoundMarker);
      }
    } finally {
      rmSync(link, { force: true });
    }
  });

  test("folders without a page get the site's 404 page, never a listing or a 403", async ({ request }) => {
    for (const path of ["/_next/", "/_next/static/", "/artwork/"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(notFoundMarker);
    }
  });

  test("dotfiles and dot-folders in the export get the 404 page where the host hides them, but /.well-known/'s files are served", async ({
    request,
    host,
  }) => {
    const name = `.hosting-probe-${host.name.replace(/\W+/g, "-")}`;
    const secret = "SECRET=only-on-the-server";
    writeFileSync(join(OUT, name), secret);
    mkdirSync(join(OUT, `${name}-dir`), { recursive: true });
    writeFileSync(join(OUT, `${name}-dir`, "config.txt"), secret);
    // A certificate's renewal by webroot writes its challenge here and fetches it over HTTP.
    const challenge = join(OUT, ".well-known", "acme-challenge");
    mkdirSync(challenge, { recursive: true });
    writeFileSync(join(challenge, name.slice(1)), "challenge-answer");
    writeFileSync(join(OUT, ".well-known", name), secret);
    try {
      const renewal = await request.get(`/.well-known/acme-challenge/${name.slice(1)}`);
      expect([renewal.status(), await renewal.text()]).toEqual([200, "challenge-answer"]);
      for (const path of [`/${name}`, `/${name}-dir/config.txt`, `/.well-known/${name}`]) {
        const response = await request.get(path);
        if (host.hidesDotfiles) {
          expect(response.status(), path).toBe(404);
          expect(await response.text(), path).toContain(notFoundMarker);
        } else {
          expect(await response.text(), `${path} is served, as the real host would`).toContain(secret);
        }
      }
    } finally {
      rmSync(join(OUT, name), { force: true });
      rmSync(join(OUT, `${name}-dir`), { recursive: true, force: true });
      rmSync(join(challenge, name.slice(1)), { force: true });
      rmSync(join(OUT, ".well-known", name), { force: true });
    }
  });

  test("If-None-Match with a list of ETags revalidates when one matches", async ({ request, host }) => {
    for (const path of [ROUTES.home, HASHED.js]) {
      const etag = (await request.get(path)).headers().etag;
      expect(etag, path).toBeTruthy();
      const listed = await request.get(path, { headers: { "If-None-Match": `"other", ${etag}` } });
      expect(listed.status(), path).toBe(host.revalidatesEtagLists ? 304 : 200);
      const unmatched = await request.get(path, { headers: { "If-None-Match": `"other", "another"` } });
      expect(unmatched.status(), path).toBe(200);
    }
  });
});
