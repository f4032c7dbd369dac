#!/usr/bin/env node
/**
 * Size benchmark: builds the export, loads every route in headless Chromium (third parties
 * blocked), records each HTML, CSS and JS file the page fetched until the network went quiet,
 * and prints their gzip sizes per route. Exits non-zero when a route is over budget.
 *
 *   npm run bench               build, then measure
 *   npm run bench -- --no-build measure the existing out/
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const KIB = 1024;
/** Budgets in gzip bytes (a bare Next 16 App Router page loads about 139 KiB of JS). */
const BUDGETS = { js: 160 * KIB };

const outDir = resolve("out");
const port = Number(process.env.BENCH_PORT ?? 4390);
const origin = `http://localhost:${port}`;

function routePaths() {
  const source = readFileSync("lib/routes.ts", "utf8");
  return [...source.matchAll(/:\s*"(\/[^"]*)"/g)].map((match) => match[1]);
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
  const build = spawnSync("npx", ["next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["scripts/serve.mjs", "out"], {
  env: { ...process.env, PORT: String(port) },
  stdio: "ignore",
});
const executablePath = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
const browser = await chromium.launch({ executablePath });
const rows = [];
try {
  await waitForServer();
  for (const route of routePaths()) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const loaded = { html: new Set(), css: new Set(), js: new Set() };
    await page.route("**/*", (r) =>
      new URL(r.request().url()).origin === origin ? r.continue() : r.abort(),
    );
    page.on("requestfinished", (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin) return;
      const type = request.resourceType();
      if (type === "document") loaded.html.add(url.pathname);
      else if (type === "stylesheet") loaded.css.add(url.pathname);
      else if (type === "script") loaded.js.add(url.pathname);
    });
    await page.goto(origin + route, { waitUntil: "networkidle" });
    const sum = (paths) => [...paths].reduce((total, path) => total + gzipBytes(path), 0);
    rows.push({
      route,
      html: sum(loaded.html),
      css: sum(loaded.css),
      js: sum(loaded.js),
      files: loaded.js.size,
    });
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
console.log(`\nGzip bytes each route loads (budget: JS <= ${kib(BUDGETS.js)})\n`);
console.log(
  [
    "route".padEnd(22),
    "HTML".padStart(10),
    "CSS".padStart(10),
    "JS".padStart(11),
    "files".padStart(6),
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
      ok ? "  ok" : "  OVER",
    ].join(""),
  );
}
console.log(failures ? `\n${failures} route(s) over budget.` : "\nEvery route is within budget.");
process.exit(failures ? 1 : 0);
