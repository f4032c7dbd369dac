// @ts-check
/**
 * The site beside another static site (`npm run bench -- --beside <folder>`), in one run: every
 * route of ours and the other site's home page, each round quiet and then with one core busy
 * (cpu-load.mjs), the rounds interleaved (round 1 of every target quiet, then loaded, then round
 * 2…), a fresh Chrome for each Lighthouse run. On a shared or noisy machine the absolute figures
 * drift, but each round puts both sites through the same moment, so the ratios hold.
 */
import { startCpuLoad } from "./cpu-load.mjs";
import { lighthouseRun } from "./lighthouse-run.mjs";

/** @typedef {import("./lighthouse-run.mjs").RunFigures} RunFigures */
/** @typedef {{ performance: number, lcp: number, tbt: number, cls: number, index: number, n: number }} Figures */
/**
 * One target's medians quiet and loaded, and each run's own figures.
 * @typedef {{
 *   quiet: Figures,
 *   loaded: Figures,
 *   runs: Record<"quiet" | "loaded", { performance: number, tbt: number, lcp: number, index: number }[]>,
 * }} TargetResult
 */

/** @param {number[]} values */
const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  // `middle` and the one before it are inside the non-empty list.
  const upper = /** @type {number} */ (sorted[middle]);
  return sorted.length % 2 ? upper : (upper + /** @type {number} */ (sorted[middle - 1])) / 2;
};

/**
 * `[{ label, url }]` measured quiet and loaded: `{ label → { quiet: {lcp, tbt, cls, index, n}, loaded: {…} } }`.
 * `blocked`: URL patterns blocked besides the site's own third parties (the other site's: AstroWind's
 * template pulls its photos from Unsplash), so both are measured with third parties blocked.
 * @param {{
 *   targets: { label: string, url: string }[],
 *   rounds: number,
 *   chromePath: string,
 *   cpuSlowdown: number,
 *   flags?: string[],
 *   blocked?: string[],
 * }} options `flags`: Chrome's command-line flags beyond the bench's own
 * @returns {Promise<Map<string, TargetResult>>}
 */
export async function sideBySide({ targets, rounds, chromePath, cpuSlowdown, flags = [], blocked = [] }) {
  /** @type {Map<string, Record<"quiet" | "loaded", RunFigures[]>>} */
  const runs = new Map(targets.map(({ label }) => [label, { quiet: [], loaded: [] }]));
  /**
   * @param {number} round
   * @param {"quiet" | "loaded"} condition
   */
  const pass = async (round, condition) => {
    for (const { label, url } of targets) {
      process.stderr.write(`Side by side, round ${round}/${rounds}, ${condition}: ${label}\n`);
      const run =
        (await lighthouseRun(url, chromePath, cpuSlowdown, flags, blocked)) ??
        (await lighthouseRun(url, chromePath, cpuSlowdown, flags, blocked));
      // Every target's label has its lists.
      if (run) /** @type {Record<"quiet" | "loaded", RunFigures[]>} */ (runs.get(label))[condition].push(run);
    }
  };
  for (let round = 1; round <= rounds; round++) {
    await pass(round, "quiet");
    const load = startCpuLoad();
    try {
      await pass(round, "loaded");
    } finally {
      load.stop();
    }
  }
  /** @param {RunFigures[]} list @returns {Figures} */
  const figures = (list) => ({
    performance: median(list.map((run) => run.performance)),
    lcp: median(list.map((run) => run.lcp)),
    tbt: median(list.map((run) => run.tbt)),
    cls: median(list.map((run) => run.cls)),
    index: median(list.map((run) => run.benchmarkIndex)),
    n: list.length,
  });
  // Each run's own figures too, so the spread from round to round can be read beside the medians.
  /** @param {RunFigures[]} list */
  const each = (list) =>
    list.map(({ performance, tbt, lcp, benchmarkIndex }) => ({
      performance,
      tbt,
      lcp,
      index: benchmarkIndex,
    }));
  return new Map(
    [...runs].map(([label, { quiet, loaded }]) => [
      label,
      { quiet: figures(quiet), loaded: figures(loaded), runs: { quiet: each(quiet), loaded: each(loaded) } },
    ]),
  );
}

/** Blocking time this low is within any page's noise: a target of twice the other's never asks for less. */
export const TBT_FLOOR = 50;

/**
 * The targets for each of our routes against the other site's home page: performance 100 quiet;
 * blocking time at most twice the other's (or at most TBT_FLOOR), quiet and loaded; LCP at most
 * the other's, quiet and loaded, and at most 1.2 s quiet. Returns the rows to print and how many
 * routes missed.
 * @param {Map<string, TargetResult>} results
 * @param {string} otherLabel the other site's target, one of `results`
 */
export function sideBySideRows(results, otherLabel) {
  const other = /** @type {TargetResult} */ (results.get(otherLabel));
  const ratio = (/** @type {number} */ ours, /** @type {number} */ theirs) =>
    theirs > 0 ? `${(ours / theirs).toFixed(2)}×` : ours > 0 ? "∞" : "1.00×";
  const tbtTarget = (/** @type {number} */ theirs) => Math.max(2 * theirs, TBT_FLOOR);
  let missed = 0;
  const rows = [...results].map(([label, { quiet, loaded }]) => {
    const misses =
      label === otherLabel
        ? []
        : [
            !(quiet.performance >= 100) && "quiet score",
            !(quiet.tbt <= tbtTarget(other.quiet.tbt)) && "quiet TBT",
            !(loaded.tbt <= tbtTarget(other.loaded.tbt)) && "loaded TBT",
            !(quiet.lcp <= 1200) && "quiet LCP > 1.2 s",
            !(quiet.lcp <= other.quiet.lcp) && "quiet LCP",
            !(loaded.lcp <= other.loaded.lcp) && "loaded LCP",
          ].filter(Boolean);
    if (misses.length) missed++;
    return {
      label,
      quietScore: String(quiet.performance),
      quietLcp: `${Math.round(quiet.lcp)} ms`,
      quietLcpRatio: ratio(quiet.lcp, other.quiet.lcp),
      quietTbt: `${Math.round(quiet.tbt)} ms`,
      quietTbtRatio: ratio(quiet.tbt, other.quiet.tbt),
      loadedTbt: `${Math.round(loaded.tbt)} ms`,
      loadedTbtRatio: ratio(loaded.tbt, other.loaded.tbt),
      loadedLcp: `${Math.round(loaded.lcp)} ms`,
      loadedLcpRatio: ratio(loaded.lcp, other.loaded.lcp),
      index: `${Math.round(quiet.index)} / ${Math.round(loaded.index)}`,
      n: `${quiet.n}+${loaded.n}`,
      verdict:
        label === otherLabel ? "(the other site)" : misses.length ? `MISSED ${misses.join(", ")}` : "ok",
    };
  });
  return { rows, missed };
}
