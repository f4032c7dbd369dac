#!/usr/bin/env node
/**
 * Speed and size benchmark. Builds the export, then for every route:
 *  1. loads it in headless Chromium (third parties blocked) and sums the gzip sizes of the HTML,
 *     CSS and JS files it fetched until the network went quiet. The JS budget is for the page's
 *     own code; what the router prefetches at idle time for the pages it links to is measured
 *     in a second load and shown beside it, not counted against the page;
 *  2. runs Lighthouse (mobile preset, third parties blocked, Debian Chromium) three times and
 *     keeps the median run by performance score, as Lighthouse's docs advise for its variance.
 * Prints both tables and exits non-zero when any budget is missed.
 *
 *   npm run bench                      build, then measure
 *   npm run bench -- --no-build        measure the existing out/
 *   npm run bench -- --no-lighthouse   sizes only
 *   npm run bench -- --only /portfolio/,/contact/   just those routes (while working on them)
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const KIB = 1024;
/** Budgets in gzip bytes (a bare Next 16 App Router page loads about 139 KiB of JS). */
const BUDGETS = {
  js: 160 * KIB,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.02,
};

/** Every third party the site can call; Lighthouse blocks them like the tests do. */
const THIRD_PARTY_PATTERNS = [
  "*youtube-nocookie.com*",
  "*ytimg.com*",
  "*youtube.com*",
  "*withmoxie.com*",
  "*linkedin.com*",
  "*x.com*",
];

const outDir = resolve("out");
const port = Number(process.env.BENCH_PORT ?? 4390);
const origin = `http://localhost:${port}`;

function routePaths() {
  const source = readFileSync("lib/routes.ts", "utf8");
  const all = [...source.matchAll(/:\s*"(\/[^"]*)"/g)].map((match) => match[1]);
  const onlyAt = process.argv.indexOf("--only");
  const only = onlyAt === -1 ? undefined : process.argv[onlyAt + 1];
  if (!only) return all;
  const chosen = only.split(",");
  const unknown = chosen.filter((route) => !all.includes(route));
  if (unknown.length) throw new Error(`--only names routes the site does not have: ${unknown.join(", ")}`);
  return chosen;
}

function gzipBytes(urlPath) {
  let file = join(outDir, decodeURIComponent(urlPath));
  if (urlPath.endsWith("/")) file = join(file, "index.html");
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

async function waitForServer() {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`Static server did not start on ${origin}`);
}

if (!process.argv.includes("--no-build")) {
  // The full build: next build plus the post-build steps (paint-first loader, CSP) visitors get.
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["scripts/serve.mjs", "out"], {
  env: { ...process.env, PORT: String(port) },
  stdio: "ignore",
});
const executablePath = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : chromium.executablePath();
const browser = await chromium.launch({ executablePath });
const rows = [];

/**
 * The gzip bytes of what one load of `route` fetched. With `prefetch: false` the router's
 * prefetch requests (marked by the Next-Router-Prefetch header) are refused, so only the code the
 * page itself runs is counted.
 */
async function loadedBytes(route, { prefetch }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const loaded = { html: new Set(), css: new Set(), js: new Set() };
  await page.route("**/*", (r) => {
    if (new URL(r.request().url()).origin !== origin) return r.abort();
    if (!prefetch && r.request().headers()["next-router-prefetch"]) return r.abort();
    return r.continue();
  });
  page.on("requestfinished", (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    const type = request.resourceType();
    if (type === "document") loaded.html.add(url.pathname);
    else if (type === "stylesheet") loaded.css.add(url.pathname);
    else if (type === "script") loaded.js.add(url.pathname);
  });
  await page.goto(origin + route, { waitUntil: "networkidle" });
  await context.close();
  const sum = (paths) => [...paths].reduce((total, path) => total + gzipBytes(path), 0);
  return { html: sum(loaded.html), css: sum(loaded.css), js: sum(loaded.js), files: loaded.js.size };
}

try {
  await waitForServer();
  for (const route of routePaths()) {
    const own = await loadedBytes(route, { prefetch: false });
    const all = await loadedBytes(route, { prefetch: true });
    rows.push({ route, ...own, prefetchJs: Math.max(0, all.js - own.js) });
  }
} finally {
  await browser.close();
  server.kill();
}

const LIGHTHOUSE_RUNS = 3;

function summarise(route, lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    route,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 1,
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
    failing: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id),
  };
}

async function lighthouseScores(routes) {
  const server = spawn(process.execPath, ["scripts/serve.mjs", "out"], {
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
  });
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  const scores = [];
  try {
    await waitForServer();
    for (const route of routes) {
      const runs = [];
      // Three good runs; a run Lighthouse could not complete (runtimeError) is retried.
      for (let attempt = 0; runs.length < LIGHTHOUSE_RUNS && attempt < LIGHTHOUSE_RUNS + 2; attempt++) {
        const { lhr } = await lighthouse(origin + route, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          blockedUrlPatterns: THIRD_PARTY_PATTERNS,
        });
        if (!lhr.runtimeError) runs.push(summarise(route, lhr));
      }
      runs.sort((a, b) => a.performance - b.performance);
      scores.push(
        runs[Math.floor(runs.length / 2)] ?? {
          route,
          performance: 0,
          accessibility: 0,
          bestPractices: 0,
          seo: 0,
          cls: 1,
          lcp: 0,
          tbt: 0,
          failing: ["no complete run"],
        },
      );
    }
  } finally {
    await chrome.kill();
    server.kill();
  }
  return scores;
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
console.log(
  `\nGzip bytes each route loads (budget: its own JS <= ${kib(BUDGETS.js)}; "prefetched" is the router's idle-time download of linked pages)\n`,
);
console.log(
  [
    "route".padEnd(22),
    "HTML".padStart(10),
    "CSS".padStart(10),
    "JS".padStart(11),
    "files".padStart(6),
    "prefetched".padStart(12),
    "  budget",
  ].join(""),
);
let failures = 0;
for (const row of rows) {
  const ok = row.js <= BUDGETS.js;
  if (!ok) failures++;
  console.log(
    [
      row.route.padEnd(22),
      kib(row.html).padStart(10),
      kib(row.css).padStart(10),
      kib(row.js).padStart(11),
      String(row.files).padStart(6),
      `+${kib(row.prefetchJs)}`.padStart(12),
      ok ? "  ok" : "  OVER",
    ].join(""),
  );
}

if (!process.argv.includes("--no-lighthouse")) {
  const scores = await lighthouseScores(rows.map((row) => row.route));
  console.log(
    `\nLighthouse, mobile preset (budgets: performance >= ${BUDGETS.performance}, accessibility, best practices and SEO = 100, CLS <= ${BUDGETS.cls})\n`,
  );
  console.log(
    [
      "route".padEnd(22),
      "perf".padStart(6),
      "a11y".padStart(6),
      "b.p.".padStart(6),
      "seo".padStart(6),
      "CLS".padStart(8),
      "LCP".padStart(9),
      "TBT".padStart(8),
      "  budget",
    ].join(""),
  );
  for (const score of scores) {
    const missed = [
      score.performance < BUDGETS.performance && "performance",
      score.accessibility < BUDGETS.accessibility && "accessibility",
      score.bestPractices < BUDGETS.bestPractices && "best practices",
      score.seo < BUDGETS.seo && "SEO",
      score.cls > BUDGETS.cls && "CLS",
    ].filter(Boolean);
    const ok = missed.length === 0;
    if (!ok) failures++;
    console.log(
      [
        score.route.padEnd(22),
        String(score.performance).padStart(6),
        String(score.accessibility).padStart(6),
        String(score.bestPractices).padStart(6),
        String(score.seo).padStart(6),
        score.cls.toFixed(3).padStart(8),
        `${(score.lcp / 1000).toFixed(2)} s`.padStart(9),
        `${Math.round(score.tbt)} ms`.padStart(8),
        // The audits that failed outright say where a lost point went.
        ok ? "  ok" : `  MISSED (${[...missed, ...score.failing].join(", ")})`,
      ].join(""),
    );
  }
}

console.log(failures ? `\n${failures} budget(s) missed.` : "\nEvery budget is met.");
process.exit(failures ? 1 : 0);
