#!/usr/bin/env node
// @ts-check
/**
 * Post-build step run by `npm run build` after `next build` (scripts/postbuild/). First the steps
 * that read only the finished files: the RSC payloads no page fetches removed, the fonts' fallback
 * faces drawn from Arial or its metric twins wherever the platform has one, the fonts subset to the
 * characters the site uses and named by their bytes, with faces for the letters of names beyond
 * them (fetched only when drawn); then, page by page, font preloads on every
 * page and a hashed CSP. Between those two, on the Next versions they are proved on
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
import { subsetFonts } from "./postbuild/subset-fonts.mjs";
import { widenExportFallbackFaces } from "./postbuild/fallback-faces.mjs";

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
  const fallbacks = widenExportFallbackFaces(outDir);
  // No face at all has been warned of already (conventions.mjs).
  if (fallbacks.faces > 0)
    console.log(
      fallbacks.changed === 0
        ? `postbuild: the ${fallbacks.faces} fallback faces already draw from Arial or its metric twins.`
        : `postbuild: ${fallbacks.faces} fallback faces draw from Arial or its metric twins (Helvetica, Liberation Sans, Arimo, Roboto).`,
    );
  // First, so that the pages are rewritten, and their CSP hashed, with the fonts' final names.
  const { fonts, extensions } = await subsetFonts(outDir);
  if (fonts.every(({ file, name }) => file.endsWith(`/${name}`))) {
    console.log("postbuild: the fonts are already subset and named by their bytes.");
  } else {
    console.log(
      `postbuild: fonts subset to the characters the site uses: ${fonts
        .map(({ name, from, to }) => `${name} ${kib(from)} → ${kib(to)}`)
        .join(", ")}; the letters of names beyond them in faces fetched when drawn: ${extensions
        .map(({ family, file, characters }) => `${family} ${characters} in ${file}`)
        .join(", ")}.`,
    );
  }
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
