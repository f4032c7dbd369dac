#!/usr/bin/env node
// @ts-check
/**
 * Post-build step run by `npm run build` after `next build` and the fonts step (scripts/fonts.mjs),
 * in scripts/postbuild/: the RSC payloads no page fetches removed, then, page by page, font
 * preloads on every page and a hashed CSP. Between those two, on the Next versions they are proved on
 * (scripts/postbuild/next-output.mjs), the private steps that rewrite Next's own output: the
 * framework scripts loaded after the first paint, flight data as JSON data blocks they hand to
 * Next, and compile hints on the start-up chunks.
 *
 * On any other Next version it says so in one line, skips the private steps and still writes a
 * whole export (Next's own scripts and flight data). `--plain` does the same on purpose (the tests
 * build one export so), and `--without <steps>` leaves out some (`paint-first`, `flight-json`,
 * `compile-hints`, comma-separated), to measure each.
 * When the output is not what a step expects, it fails the build, naming the file and what was
 * not found.
 *
 *   node scripts/postbuild.mjs [outDir] [--plain] [--without <steps>]
 */
import { whenConventionMissed } from "./postbuild/conventions.mjs";
import { PostbuildError } from "./postbuild/html.mjs";
import { installedNextVersion, isProvedNextVersion, unprovedNextWarning } from "./postbuild/next-output.mjs";
import { removePayloads } from "./postbuild/payloads.mjs";
import {
  EVERY_PRIVATE_STEP,
  NO_PRIVATE_STEP,
  PRIVATE_STEP_NAMES,
  postbuildDir,
} from "./postbuild/pipeline.mjs";

/** @typedef {import("./postbuild/pipeline.mjs").PrivateSteps} PrivateSteps */

const args = process.argv.slice(2);
const valueOf = (/** @type {string} */ flag) => {
  const at = args.indexOf(flag);
  return at === -1 ? undefined : args[at + 1];
};
const without = valueOf("--without");
const outDir = args.find((arg, index) => !arg.startsWith("--") && args[index - 1] !== "--without") ?? "out";
const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The private steps this run makes: none on an unproved Next (said in one line) or with
 * `--plain`, every one but those `--without` names otherwise.
 * @returns {PrivateSteps}
 */
function privateSteps() {
  const version = installedNextVersion();
  if (!isProvedNextVersion(version)) {
    console.warn(unprovedNextWarning(version));
    whenConventionMissed("warn");
    return NO_PRIVATE_STEP;
  }
  if (args.includes("--plain")) return NO_PRIVATE_STEP;
  /** @type {PrivateSteps} */
  const steps = { ...EVERY_PRIVATE_STEP };
  for (const name of without?.split(",") ?? []) {
    if (!(name in PRIVATE_STEP_NAMES)) {
      throw new PostbuildError(
        "--without",
        `names no private step "${name}"; they are ${Object.keys(PRIVATE_STEP_NAMES).join(", ")}`,
      );
    }
    steps[PRIVATE_STEP_NAMES[/** @type {keyof typeof PRIVATE_STEP_NAMES} */ (name)]] = false;
  }
  return steps;
}

/**
 * What the pages step did, in one line.
 * @param {ReturnType<typeof postbuildDir>} summary
 * @param {PrivateSteps} steps
 */
function pagesLine(summary, steps) {
  if (summary.changed === 0 && summary.hinted === 0)
    return `postbuild: all ${summary.pages} pages are already rewritten; nothing changed.`;
  const done = [
    `fonts preloaded on ${summary.fontsAddedTo.join(", ") || "none missing"}`,
    ...(steps.paintFirst ? [`the framework scripts after first paint on ${summary.deferred}`] : []),
    ...(steps.paintFirst && steps.flightJson ? [`flight data as JSON on ${summary.flightAsJson}`] : []),
    "a hashed CSP on every page",
    ...(steps.compileHints ? [`compile hints on ${summary.hinted} chunks`] : []),
  ];
  return `postbuild: ${summary.changed} of ${summary.pages} pages rewritten: ${done.join("; ")}.`;
}

try {
  const steps = privateSteps();
  const payloads = removePayloads(outDir);
  if (payloads.files > 0)
    console.log(
      `postbuild: removed ${payloads.files} RSC payloads (${kib(payloads.bytes)}) no page fetches.`,
    );
  const summary = postbuildDir(outDir, steps);
  console.log(pagesLine(summary, steps));
  const { headerPolicies } = summary;
  console.log(
    `postbuild: ${headerPolicies.pages} pages' CSP also as a header in _headers and _page-policies.nginx` +
      (headerPolicies.leftOut.length
        ? `; Cloudflare Pages cannot take these (past its 100 rules or 2,000-character lines), which keep only frame-ancestors there: ${headerPolicies.leftOut.join(", ")}.`
        : "."),
  );
} catch (error) {
  if (!(error instanceof PostbuildError)) throw error;
  console.error(`postbuild failed: ${error.message}`);
  process.exit(1);
}
