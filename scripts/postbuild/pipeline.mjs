// @ts-check
/**
 * The post-build step's pages: each exported HTML page is parsed once, rewritten in a fixed order
 * (font preloads, flight data out of inline scripts, then the paint-first loader, then the CSP,
 * which must hash the loader), checked, and written only if it
 * changed; then each page's policy goes into the hosts' header files, and the chunks the pages
 * start get their compile hint. A second run finds every page and chunk done and changes nothing.
 *
 * The steps that rewrite Next's private output (the private steps: paint-first, flight data as
 * JSON, compile hints) can each be left out (`steps`); without any of them the
 * pages keep Next's own scripts and flight data, and only the steps that read the finished HTML
 * run (font preloads, the CSP, their checks). postbuild.mjs leaves them all out on a Next version
 * they are not proved on.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { assertPage } from "./checks.mjs";
import { filesUnder } from "../fonts/content-names.mjs";
import { conventionMissed } from "./conventions.mjs";
import { applyCsp, isCspMeta } from "./csp.mjs";
import { writeHeaderPolicies } from "./header-policies.mjs";
import { addFontPreloads, fontHref, fontPreloadsOf } from "./font-preloads.mjs";
import { PostbuildError, attr, findAll, parseHtml, serializeHtml } from "./html.mjs";
import { addCompileHints } from "./compile-hints.mjs";
import { moveFlightDataOutOfScripts } from "./flight-data.mjs";
import { CHUNKS_DIR, HOME_PAGE, chunkUrl, isFrameworkScript } from "./next-output.mjs";
import { deferFrameworkScripts, isPaintFirstLoader, loaderSources, scriptSources } from "./paint-first.mjs";

/** @typedef {import("./paint-first.mjs").ScriptSource} ScriptSource */
/** @typedef {import("./html.mjs").Attribute} Attribute */
/**
 * Which of the steps that rewrite Next's private output run. Flight data as JSON needs the
 * paint-first loader, which hands the blocks to Next; without it the flag is ignored.
 * @typedef {{ paintFirst: boolean, flightJson: boolean, compileHints: boolean }} PrivateSteps
 */

/** Every private step: the export as the site ships it on a proved Next version. */
export const EVERY_PRIVATE_STEP = Object.freeze({
  paintFirst: true,
  flightJson: true,
  compileHints: true,
});
/** None: Next's own output, with only the steps that read the finished HTML. */
export const NO_PRIVATE_STEP = Object.freeze({
  paintFirst: false,
  flightJson: false,
  compileHints: false,
});

/** The private steps by the names `--without` takes (postbuild.mjs). */
export const PRIVATE_STEP_NAMES = /** @type {const} */ ({
  "paint-first": "paintFirst",
  "flight-json": "flightJson",
  "compile-hints": "compileHints",
});

/**
 * Rewrites one page; `fontPreloads` are the home page's, as attribute lists.
 * @param {string} html
 * @param {string} file
 * @param {Attribute[][]} fontPreloads
 * @param {PrivateSteps} [steps]
 */
export function postbuildPage(html, file, fontPreloads, steps = EVERY_PRIVATE_STEP) {
  const document = parseHtml(html);
  const fontsAdded = addFontPreloads(document, fontPreloads, file);
  const flightBlocks = steps.paintFirst && steps.flightJson ? moveFlightDataOutOfScripts(document, file) : 0;
  const scriptsDeferred = steps.paintFirst ? deferFrameworkScripts(document, file) : 0;
  applyCsp(document, file);
  assertPage(document, file, fontPreloads.map(fontHref), steps);
  const loader = findAll(document, isPaintFirstLoader)[0];
  return {
    html: serializeHtml(document),
    fontsAdded,
    flightBlocks,
    scriptsDeferred,
    policy: policyOf(document),
    /** The framework chunks the page starts with. */
    sources: loader ? loaderSources(loader) : scriptSources(findAll(document, isFrameworkScript)),
  };
}

/**
 * The policy the page's CSP `<meta>` gives (applyCsp has just written it), for the hosts' headers.
 * @param {import("./html.mjs").Document} document
 * @returns {string | null}
 */
function policyOf(document) {
  const meta = findAll(document, isCspMeta)[0];
  return meta ? attr(meta, "content") : null;
}

/**
 * The other chunks in the export (dialogs, the resizer, sonner…): fetched only when needed, and
 * then run at once, so they gain from the hint too. Skipped when any page loads its chunks with
 * `integrity` (Next's SRI), whose manifest would no longer match.
 * @param {string} outDir
 * @param {Map<string, ScriptSource>} startupChunks
 * @returns {ScriptSource[]}
 */
function lazyChunks(outDir, startupChunks) {
  const sources = [...startupChunks.values()];
  if (sources.some((source) => source.integrity)) return [];
  const dir = join(outDir, CHUNKS_DIR);
  /** @type {string[]} */
  let names = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".js"));
  } catch {
    return [];
  }
  return names.map((name) => ({ src: chunkUrl(name) })).filter((source) => !startupChunks.has(source.src));
}

/**
 * Runs the step over an export folder; every page is checked before any is written.
 * @param {string} outDir
 * @param {PrivateSteps} [steps]
 */
export function postbuildDir(outDir, steps = EVERY_PRIVATE_STEP) {
  const homeFile = join(outDir, HOME_PAGE);
  /** @type {string} */
  let home;
  try {
    home = readFileSync(homeFile, "utf8");
  } catch {
    throw new PostbuildError(homeFile, "not found: run `next build` first");
  }
  const fontPreloads = fontPreloadsOf(parseHtml(home));
  if (fontPreloads.length === 0) {
    conventionMissed(
      homeFile,
      'found no <link rel="preload" as="font"> to copy to the other pages',
      "adds no font preloads",
    );
  }

  const results = filesUnder(outDir, ".html").map((file) => {
    const before = readFileSync(file, "utf8");
    const result = postbuildPage(before, relative(process.cwd(), file), fontPreloads, steps);
    return { file, ...result, changed: result.html !== before };
  });
  for (const { file, html, changed } of results) if (changed) writeFileSync(file, html);
  const headerPolicies = writeHeaderPolicies(
    outDir,
    results.map(({ file, policy }) => ({ file: relative(outDir, file).split(sep).join("/"), policy })),
  );
  const startupChunks = new Map(
    results.flatMap((result) => result.sources).map((source) => [source.src, source]),
  );
  const hinted = steps.compileHints
    ? addCompileHints(outDir, [...startupChunks.values(), ...lazyChunks(outDir, startupChunks)])
    : 0;

  return {
    pages: results.length,
    changed: results.filter((result) => result.changed).length,
    fontsAddedTo: results
      .filter((result) => result.fontsAdded > 0)
      .map((result) => relative(outDir, result.file)),
    flightAsJson: results.filter((result) => result.flightBlocks > 0).length,
    deferred: results.filter((result) => result.scriptsDeferred > 0).length,
    headerPolicies,
    hinted,
  };
}
