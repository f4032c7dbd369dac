#!/usr/bin/env node
// @ts-check
/**
 * What a mid-range phone feels, on every route, with budgets it prints and checks.
 *
 *  1. Bytes: each route is loaded in headless Chromium (third parties blocked) and the gzip bytes
 *     of the HTML, CSS and JS it runs are summed: its own JS, and all it transfers.
 *  Both over HTTP/2 and TLS, as every host the site is deployed to serves it (bench/https-server.mjs).
 *  2. Lighthouse 12, mobile preset (simulated slow 4G), with the CPU slowdown calibrated to the
 *     host so every host models the same phone (bench/host-speed.mjs): a fresh Chrome for every
 *     run, and the runs interleaved across routes (round 1 of every route, then round 2…), so a
 *     slow moment of the machine lands on several routes once rather than on one route three
 *     times. Each route reports the median of each figure over the rounds, its three longest
 *     main-thread tasks and where its main-thread time went.
 *
 *   npm run bench                                  build, then measure every route
 *   npm run bench -- --no-build                    measure the existing out/
 *   npm run bench -- --launched                    the launched test owner's export (out-launched/,
 *                                                  with its showreel, photos and every video)
 *   npm run bench -- --no-lighthouse               bytes only
 *   npm run bench -- --only /portfolio/,/contact/  chosen routes (the films' pages, /work/<slug>/,
 *                                                  are all counted for bytes; Lighthouse runs on
 *                                                  the first unless --only names others)
 *   npm run bench -- --rounds 5                    more rounds (default 3)
 *   npm run bench -- --json bench-results/x.json   also write every run's figures
 *   npm run bench -- --beside ../other/dist        instead of the timing rounds, every route beside
 *                                                  another static site's home page, quiet and with
 *                                                  one core busy, in interleaved rounds
 *                                                  (bench/side-by-side.mjs), with the ratios;
 *                                                  --beside-blocked '*unsplash.com*' blocks its
 *                                                  third parties too; --variants name=dir,…
 *                                                  adds other exports of the site to the same
 *                                                  rounds (the same routes, or those
 *                                                  --variant-routes names), to measure a change
 *   npm run bench -- --under-load                  the loaded run: another CPU-heavy process
 *                                                  (bench/cpu-load.mjs) runs beside every
 *                                                  Lighthouse run, and the timing budget is the
 *                                                  loaded target, TBT <= 200 ms on every route
 *   npm run bench -- --interaction-latency         instead of the above, how long the calculator,
 *                                                  the video dialog and the menu take to answer
 *                                                  (bench/interaction-latency.mjs);
 *                                                  with --dirs out,/tmp/x to compare exports
 *   npm run bench -- --help                        this list
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { tsImport } from "tsx/esm/api";
import { startHttpsServer } from "./bench/https-server.mjs";
import { interactionLatency } from "./bench/interaction-latency.mjs";
import { CPU_LOAD_COMMAND, startCpuLoad } from "./bench/cpu-load.mjs";
import { calibratedSlowdown, hostBenchmarkIndex, MODELLED_PHONE_INDEX } from "./bench/host-speed.mjs";
import { lighthouseRun } from "./bench/lighthouse-run.mjs";
import { analyticsReportHosts, hostResolverFlag } from "./bench/analytics-stand-in.mjs";
import { BYTE_BUDGETS } from "./bench/byte-budgets.mjs";
import { pageBytes } from "./bench/page-bytes.mjs";
import { TBT_FLOOR, sideBySide, sideBySideRows } from "./bench/side-by-side.mjs";

/** @typedef {import("./bench/lighthouse-run.mjs").RunFigures} RunFigures */
/** @typedef {import("./bench/page-bytes.mjs").PageBytes} PageBytes */
/** A route's bytes: what one load fetches. @typedef {PageBytes} RouteBytes */

/** @param {string} name */
const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const flag = (/** @type {string} */ name) => process.argv.includes(name);

if (flag("--help")) {
  // The usage is the list in this file's opening comment.
  const source = readFileSync(new URL(import.meta.url), "utf8");
  console.log(
    [...source.matchAll(/^ \*   (npm run bench.*(?:\n \* {5,}.*)*)/gm)]
      .map((match) => /** @type {string} */ (match[1]).replace(/\n \* {3}/g, "\n"))
      .join("\n"),
  );
  process.exit(0);
}
const underLoad = flag("--under-load");
const beside = argument("--beside");

const KIB = 1024;
const QUIET_BUDGETS = {
  // Also checked by `npm test`: bytes do not depend on the machine.
  ...BYTE_BUDGETS,
  performance: 98,
  tbt: 120,
  lcp: 1500,
  cls: 0.01,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

// With a core taken away the quiet timing budgets are not expected to hold; the target then is
// blocking time alone. What does not depend on timing (bytes, layout shift, audits) stays.
const BUDGETS = underLoad ? { ...QUIET_BUDGETS, performance: 0, lcp: Infinity, tbt: 200 } : QUIET_BUDGETS;

const launched = flag("--launched");
const outDir = resolve(launched ? "out-launched" : "out");
const port = Number(process.env.BENCH_PORT ?? 4390);
const rounds = Number(argument("--rounds") ?? 3);
const chromePath = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : chromium.executablePath();

/** Each film's own page in the export (`/work/<slug>/`, one per film the build shows). */
function watchPaths() {
  const folder = join(outDir, "work");
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, "index.html")))
    .map((entry) => `/work/${entry.name}/`)
    .sort();
}

/** Every route the site's own table names (lib/routes.ts, read through tsx), then each film's page. */
async function routePaths() {
  const { ROUTE_PATHS } = /** @type {typeof import("../../lib/routes.ts")} */ (
    await tsImport("../../lib/routes.ts", import.meta.url)
  );
  const all = [...ROUTE_PATHS, ...watchPaths()];
  const only = argument("--only");
  if (!only) return all;
  const chosen = only.split(",");
  const unknown = chosen.filter((route) => !all.includes(route));
  if (unknown.length) throw new Error(`--only names routes the site does not have: ${unknown.join(", ")}`);
  return chosen;
}

/** @param {number[]} values */
const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  // `middle` and the one before it are inside the non-empty list.
  const upper = /** @type {number} */ (sorted[middle]);
  return sorted.length % 2 ? upper : (upper + /** @type {number} */ (sorted[middle - 1])) / 2;
};

if (!flag("--no-build")) {
  const build = spawnSync("npm", ["run", launched ? "build:launched" : "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (flag("--interaction-latency")) {
  const missed = await interactionLatency({
    dirs: (argument("--dirs") ?? "out").split(","),
    rounds,
    chromePath,
    firstPort: port,
  });
  process.exit(missed ? 1 : 0);
}

const routes = await routePaths();
/**
 * The films' pages are one template: Lighthouse runs on the first of them (and on any chosen with
 * --only), the bytes are counted for every one.
 */
const firstWatchPage = routes.find((route) => route.startsWith("/work/"));
const lighthouseRoutes = argument("--only")
  ? routes
  : routes.filter((route) => !route.startsWith("/work/") || route === firstWatchPage);
const routeWidth = Math.max(22, ...routes.map((route) => route.length + 2));
const server = await startHttpsServer({ root: outDir, port });
// With analytics on, its reports reach the bench's server instead of the internet.
const reportHostFlags = hostResolverFlag(analyticsReportHosts(outDir), port);
const { origin } = server;
/** @type {Map<string, RouteBytes>} */
const bytes = new Map();
/** @type {Map<string, RunFigures[]>} */
const runs = new Map(lighthouseRoutes.map((route) => [route, []]));
// Below, `runs.get(route)` is of a measured route, which has its list.
const BESIDE_LABEL = "beside: /";
/** @type {Awaited<ReturnType<typeof sideBySide>> | null} */
let besideResults = null;
let hostIndex = Number.NaN;
try {
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    // Read while the host is quiet: under --under-load the load is what the runs are meant to feel.
    hostIndex = await hostBenchmarkIndex(browser);
    for (const route of routes) {
      bytes.set(route, await pageBytes(browser, { origin, route, outDir }));
    }
  } finally {
    await browser.close();
  }
  if (beside) {
    const other = await startHttpsServer({ root: resolve(beside), port: port + 1 });
    // Other exports of the site (`--variants name=dir,…`), each on a port of its own, measured on
    // the same routes in the same rounds.
    const variants = [];
    const variantRoutes = argument("--variant-routes")?.split(",") ?? lighthouseRoutes;
    for (const [index, spec] of (argument("--variants") ?? "").split(",").filter(Boolean).entries()) {
      const [name, dir] = spec.split("=");
      if (!name || !dir) throw new Error(`--variants takes name=dir entries, not "${spec}"`);
      variants.push({ name, server: await startHttpsServer({ root: resolve(dir), port: port + 2 + index }) });
    }
    try {
      besideResults = await sideBySide({
        targets: [
          ...lighthouseRoutes.map((route) => ({ label: route, url: origin + route })),
          ...variants.flatMap(({ name, server: variant }) =>
            variantRoutes.map((route) => ({ label: `${name} ${route}`, url: variant.origin + route })),
          ),
          { label: BESIDE_LABEL, url: `${other.origin}/` },
        ],
        rounds,
        chromePath,
        cpuSlowdown: calibratedSlowdown(hostIndex).slowdown,
        flags: reportHostFlags,
        blocked: (argument("--beside-blocked") ?? "").split(",").filter(Boolean),
      });
    } finally {
      await other.close();
      for (const { server: variant } of variants) await variant.close();
    }
  } else if (!flag("--no-lighthouse")) {
    // Started after the byte counts, which do not depend on timing, and stopped before the tables.
    const load = underLoad ? startCpuLoad() : null;
    try {
      await lighthouseRounds(calibratedSlowdown(hostIndex).slowdown);
    } finally {
      load?.stop();
    }
  }
} finally {
  await server.close();
}

/**
 * Round 1 of every route, then round 2…, so a slow moment of the machine lands on several routes once.
 * @param {number} cpuSlowdown
 */
async function lighthouseRounds(cpuSlowdown) {
  for (let round = 1; round <= rounds; round++) {
    for (const route of lighthouseRoutes) {
      process.stderr.write(`Lighthouse round ${round}/${rounds}: ${route}\n`);
      // A run Lighthouse cannot complete (runtimeError) is retried once.
      const run =
        (await lighthouseRun(origin + route, chromePath, cpuSlowdown, reportHostFlags)) ??
        (await lighthouseRun(origin + route, chromePath, cpuSlowdown, reportHostFlags));
      if (run) /** @type {RunFigures[]} */ (runs.get(route)).push(run);
    }
  }
}

let failures = 0;
const kib = (/** @type {number} */ value) => `${(value / KIB).toFixed(1)} KiB`;
/**
 * @param {(string | number)[]} cells
 * @param {number[]} widths one for each cell
 */
const row = (cells, widths) =>
  cells
    .map((cell, i) =>
      i === 0
        ? String(cell).padEnd(/** @type {number} */ (widths[i]))
        : String(cell).padStart(/** @type {number} */ (widths[i])),
    )
    .join("");

console.log(
  `\nBytes each route loads, gzip (budgets: its own JS <= ${kib(BUDGETS.js)}, the analytics tracker's <= ${kib(BUDGETS.analyticsJs)}, ` +
    `all it transfers of HTML, CSS and JS <= ${kib(BUDGETS.transfer)})\n`,
);
const byteWidths = [routeWidth, 10, 10, 11, 6, 11, 11, 8];
console.log(row(["route", "HTML", "CSS", "JS", "files", "analytics", "transfer", "budget"], byteWidths));
for (const route of routes) {
  // Counted for every route above.
  const sizes = /** @type {RouteBytes} */ (bytes.get(route));
  const ok =
    sizes.js <= BUDGETS.js && sizes.analyticsJs <= BUDGETS.analyticsJs && sizes.transfer <= BUDGETS.transfer;
  if (!ok) failures++;
  console.log(
    row(
      [
        route,
        kib(sizes.html),
        kib(sizes.css),
        kib(sizes.js),
        sizes.files,
        kib(sizes.analyticsJs),
        kib(sizes.transfer),
        ok ? "ok" : "OVER",
      ],
      byteWidths,
    ),
  );
}

if (besideResults) {
  const { slowdown } = calibratedSlowdown(hostIndex);
  console.log(
    `\nBeside ${beside}'s home page: Lighthouse 12, mobile preset (simulated slow 4G, CPU slowed ${slowdown}×), ` +
      `median of ${rounds} interleaved rounds, each quiet and then with \`${CPU_LOAD_COMMAND}\` running; a fresh browser each run.\n` +
      `Targets: performance 100 quiet; TBT <= 2× the other's or <= ${TBT_FLOOR} ms, quiet and loaded; ` +
      "LCP <= the other's, quiet and loaded, and <= 1.2 s quiet. " +
      "Host index (quiet / loaded) is Lighthouse's benchmark index during the runs.\n",
  );
  const { rows, missed } = sideBySideRows(besideResults, BESIDE_LABEL);
  const widths = [routeWidth + 8, 6, 10, 8, 11, 8, 12, 8, 12, 8, 12, 6, 0];
  console.log(
    row(
      [
        "route",
        "perf",
        "quiet TBT",
        "×",
        "quiet LCP",
        "×",
        "loaded TBT",
        "×",
        "loaded LCP",
        "×",
        "host index",
        "n",
        "  target",
      ],
      widths,
    ),
  );
  for (const line of rows) {
    console.log(
      row(
        [
          line.label,
          line.quietScore,
          line.quietTbt,
          line.quietTbtRatio,
          line.quietLcp,
          line.quietLcpRatio,
          line.loadedTbt,
          line.loadedTbtRatio,
          line.loadedLcp,
          line.loadedLcpRatio,
          line.index,
          line.n,
          `  ${line.verdict}`,
        ],
        widths,
      ),
    );
  }
  failures += missed;
  const jsonPath = argument("--json");
  if (jsonPath) {
    mkdirSync(dirname(jsonPath), { recursive: true });
    writeFileSync(
      jsonPath,
      JSON.stringify(
        { bytes: Object.fromEntries(bytes), beside: Object.fromEntries(besideResults) },
        null,
        2,
      ),
    );
  }
} else if (!flag("--no-lighthouse")) {
  console.log(
    `\nLighthouse 12, mobile preset: median of ${rounds} interleaved rounds, a fresh browser each run\n` +
      (underLoad
        ? `UNDER LOAD: \`${CPU_LOAD_COMMAND}\` ran beside every run\n` +
          `(budgets: TBT <= ${BUDGETS.tbt} ms, CLS <= ${BUDGETS.cls}; accessibility, best practices, SEO = 100; performance and LCP shown, not checked)\n`
        : `(budgets: performance >= ${BUDGETS.performance}, TBT <= ${BUDGETS.tbt} ms, LCP <= ${BUDGETS.lcp / 1000} s, CLS <= ${BUDGETS.cls}; accessibility, best practices, SEO = 100)\n`),
  );
  const widths = [routeWidth, 6, 9, 9, 8, 8, 6, 6, 6, 5, 0];
  console.log(
    row(
      ["route", "perf", "FCP", "LCP", "TBT", "CLS", "a11y", "b.p.", "seo", "n", "  budget / longest tasks"],
      widths,
    ),
  );
  /** @type {Record<string, { figures: Record<string, number>, bytes: RouteBytes | undefined, runs: RunFigures[] }>} */
  const report = {};
  for (const route of lighthouseRoutes) {
    const list = /** @type {RunFigures[]} */ (runs.get(route));
    const m = (/** @type {"performance" | "fcp" | "lcp" | "tbt" | "cls"} */ key) =>
      median(list.map((run) => run[key]));
    const figures = {
      performance: m("performance"),
      fcp: m("fcp"),
      lcp: m("lcp"),
      tbt: m("tbt"),
      cls: m("cls"),
      accessibility: Math.min(...list.map((run) => run.accessibility)),
      bestPractices: Math.min(...list.map((run) => run.bestPractices)),
      seo: Math.min(...list.map((run) => run.seo)),
    };
    const missed = [
      list.length < rounds && `only ${list.length} of ${rounds} runs completed`,
      !(figures.performance >= BUDGETS.performance) && "performance",
      !(figures.tbt <= BUDGETS.tbt) && "TBT",
      !(figures.lcp <= BUDGETS.lcp) && "LCP",
      !(figures.cls <= BUDGETS.cls) && "CLS",
      figures.accessibility < BUDGETS.accessibility && "accessibility",
      figures.bestPractices < BUDGETS.bestPractices && "best practices",
      figures.seo < BUDGETS.seo && "SEO",
    ].filter(Boolean);
    if (missed.length) failures++;
    // The three longest tasks of the run with the median blocking time.
    const typical = [...list].sort((a, b) => a.tbt - b.tbt)[Math.floor(list.length / 2)];
    const tasks = (typical?.longTasks ?? [])
      .slice(0, 3)
      .map((task) => `${task.ms} ${task.source}`)
      .join(", ");
    const failing = [...new Set(list.flatMap((run) => run.failing))];
    console.log(
      row(
        [
          route,
          figures.performance,
          `${(figures.fcp / 1000).toFixed(2)} s`,
          `${(figures.lcp / 1000).toFixed(2)} s`,
          `${Math.round(figures.tbt)} ms`,
          figures.cls.toFixed(3),
          figures.accessibility,
          figures.bestPractices,
          figures.seo,
          list.length,
          `  ${missed.length ? `MISSED ${[...missed, ...failing].join(", ")}` : "ok"} | ${tasks || "no long task"}`,
        ],
        widths,
      ),
    );
    report[route] = { figures, bytes: bytes.get(route), runs: list };
  }

  console.log("\nMain-thread time (median run by blocking time): total and the three largest shares\n");
  for (const route of lighthouseRoutes) {
    const list = /** @type {RunFigures[]} */ (runs.get(route));
    const typical = [...list].sort((a, b) => a.tbt - b.tbt)[Math.floor(list.length / 2)];
    if (!typical) continue;
    const shares = [...typical.breakdown]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map((item) => `${item.group} ${item.ms} ms`);
    console.log(
      `${route.padEnd(routeWidth)}${`${Math.round(typical.mainThread)} ms`.padStart(9)}   ${shares.join(", ")}`,
    );
  }

  // The slowdown was calibrated to the host so that every host models the same phone.
  const { slowdown, slowerThanPhone } = calibratedSlowdown(hostIndex);
  const indices = lighthouseRoutes.flatMap((route) =>
    /** @type {RunFigures[]} */ (runs.get(route)).map((run) => run.benchmarkIndex),
  );
  const measured = indices.filter((index) => Number.isFinite(index));
  console.log(
    `\nHost speed, Lighthouse's benchmark index: ${Math.round(hostIndex)} before the runs, so the CPU was slowed ` +
      `${slowdown}× to model a phone of ${MODELLED_PHONE_INDEX} (Chrome DevTools puts a Pixel 5 at 1000, a low-end phone at 264).` +
      (measured.length
        ? `\nDuring the runs: median ${Math.round(median(measured))} (${Math.round(Math.min(...measured))}–${Math.round(Math.max(...measured))} over ${measured.length} runs).`
        : ""),
  );
  if (slowerThanPhone) {
    console.log(
      `This host is slower than that phone, so it was not slowed at all: the timings are a slower device's than the budgets assume.`,
    );
  }

  const jsonPath = argument("--json");
  if (jsonPath) {
    mkdirSync(dirname(jsonPath), { recursive: true });
    writeFileSync(jsonPath, JSON.stringify(report, null, 2));
  }
}

console.log(failures ? `\n${failures} route(s) missed a budget.` : "\nEvery budget is met on every route.");
process.exit(failures ? 1 : 0);
