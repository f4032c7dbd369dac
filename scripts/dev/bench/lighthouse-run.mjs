// @ts-check
/**
 * One Lighthouse run (12, mobile preset: simulated slow 4G, and the CPU slowed by the factor the
 * bench calibrated to the host, host-speed.mjs) of one URL in a Chrome started for it alone and stopped after, so no run inherits another's cache, compiled
 * code or warm processes. Third parties are blocked, as in the end-to-end tests; an analytics
 * provider's report host is answered by the bench's own server (`extraFlags`, analytics-stand-in.mjs).
 */
import { constants } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";

const THIRD_PARTY_PATTERNS = [
  "*youtube-nocookie.com*",
  "*ytimg.com*",
  "*youtube.com*",
  "*withmoxie.com*",
  "*linkedin.com*",
  "*x.com*",
];

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  // The bench's local HTTPS server has a self-signed certificate.
  "--ignore-certificate-errors",
];

// Chrome's launcher stops its browsers on Ctrl-C (SIGINT) but not on SIGTERM, what `kill` and a CI
// timeout send: this handler stops them then too, so a stopped bench leaves no Chrome running. The load of a loaded run
// (cpu-load.mjs) listens too; whichever handler runs last exits, as the signal would have.
process.once("SIGTERM", () => {
  chromeLauncher.killAll();
  if (process.listenerCount("SIGTERM") === 0) process.exit(128 + constants.signals.SIGTERM);
});

/** @typedef {import("lighthouse").Result} LighthouseResult */
/**
 * The rows of the two audits whose details are read: Lighthouse's long tasks, and its main-thread
 * time by group.
 * @typedef {{ items?: { url?: string, duration: number }[] }} LongTaskDetails
 * @typedef {{ items?: { group: string, groupLabel?: string, duration: number }[] }} BreakdownDetails
 */
/** @typedef {ReturnType<typeof summarise>} RunFigures */

/**
 * The figures the bench reports for one run, or null when Lighthouse could not complete it.
 * `extraBlocked` adds URL patterns to block (another site's third parties, bench/side-by-side.mjs).
 * @param {string} url
 * @param {string} chromePath
 * @param {number} cpuSlowdownMultiplier
 * @param {string[]} [extraFlags] Chrome's command-line flags beyond the bench's own
 * @param {string[]} [extraBlocked]
 * @returns {Promise<RunFigures | null>}
 */
export async function lighthouseRun(
  url,
  chromePath,
  cpuSlowdownMultiplier,
  extraFlags = [],
  extraBlocked = [],
) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROME_FLAGS, ...extraFlags] });
  try {
    // Lighthouse answers nothing only in its gather-only mode (-G), which this run does not use.
    const { lhr } = /** @type {import("lighthouse").RunnerResult} */ (
      await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        blockedUrlPatterns: [...THIRD_PARTY_PATTERNS, ...extraBlocked],
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
      })
    );
    if (lhr.runtimeError) {
      // Said, not hidden: a route that keeps failing to complete is a finding in itself.
      process.stderr.write(
        `Lighthouse could not complete ${url}: ${lhr.runtimeError.code} (${lhr.runtimeError.message})\n`,
      );
      return null;
    }
    return summarise(lhr);
  } finally {
    await chrome.kill();
  }
}

/** @param {LighthouseResult} lhr */
function summarise(lhr) {
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const longTaskDetails = /** @type {LongTaskDetails | undefined} */ (lhr.audits["long-tasks"]?.details);
  const breakdownDetails = /** @type {BreakdownDetails | undefined} */ (
    lhr.audits["mainthread-work-breakdown"]?.details
  );
  const longTasks = (longTaskDetails?.items ?? [])
    .map((task) => ({ ms: Math.round(task.duration), source: shortSource(task.url) }))
    .sort((a, b) => b.ms - a.ms);
  const breakdown = (breakdownDetails?.items ?? []).map((item) => ({
    group: item.groupLabel ?? item.group,
    ms: Math.round(item.duration),
  }));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    mainThread: value("mainthread-work-breakdown"),
    // The host's speed as Lighthouse measured it at the start of the run: under load, it says how
    // much of the host was left.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    longTasks,
    breakdown,
    failing: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id),
  };
}

/**
 * "chunks/1yaeh6wi.js" from a script URL; "document" for the page itself; Lighthouse's own label otherwise.
 * @param {string | undefined} url
 */
function shortSource(url) {
  if (!url) return "(page)";
  let pathname;
  try {
    ({ pathname } = new URL(url));
  } catch {
    return url.toLowerCase();
  }
  if (pathname.endsWith("/") || pathname.endsWith(".html")) return "document";
  return pathname.split("/").slice(-2).join("/");
}
