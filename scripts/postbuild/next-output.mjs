// @ts-check
/**
 * Everything the post-build step assumes about Next's own output, in one place: the names,
 * patterns and paths below. None of it is a public API: Next may change any of it in any release,
 * so the steps that rewrite it (the private steps: paint-first, flight data as JSON, compile hints)
 * run only on the Next versions they are proved on (PROVED_NEXT_RANGE). On any other the build
 * says so in one line and leaves Next's output as Next wrote it, with only the steps that read the
 * finished files (postbuild.mjs). docs/decisions/rewriting-next-output.md lists every assumption
 * in prose ("What it assumes about Next's output") and the checklist for widening the range.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PostbuildError, attr, isExecutableInlineScript, textOf } from "./html.mjs";

/** @typedef {import("./html.mjs").Element} Element */

/** The Next versions the assumptions are proved on: 16.4.6 to the 16.5 line, below 16.6. */
export const PROVED_NEXT_RANGE = { from: "16.4.6", below: "16.6.0" };

const DECISION_RECORD = "docs/decisions/rewriting-next-output.md";
const THIS_MODULE = "scripts/postbuild/next-output.mjs";

/** The home page of the export, whose font preloads every page copies. */
export const HOME_PAGE = "index.html";

/** URL prefix of every file Next builds (chunks, stylesheets, fonts). */
export const STATIC_URL_PREFIX = "/_next/static/";
/** Where those files sit in the export, relative to its root. */
export const STATIC_DIR = "_next/static";
export const CHUNKS_DIR = "_next/static/chunks";
export const MEDIA_DIR = "_next/static/media";

/**
 * The URL a chunk file in CHUNKS_DIR is loaded from.
 * @param {string} name
 */
export const chunkUrl = (name) => `${STATIC_URL_PREFIX}chunks/${name}`;

/**
 * A framework chunk's tag: a script from Next's static files that modern browsers run.
 * @param {Element} node
 */
export function isFrameworkScript(node) {
  return (
    node.tagName === "script" &&
    (attr(node, "src") ?? "").startsWith(STATIC_URL_PREFIX) &&
    attr(node, "nomodule") === null
  );
}

/**
 * Next's low-priority preload of a framework chunk.
 * @param {Element} node
 */
export function isFrameworkPreload(node) {
  return (
    node.tagName === "link" &&
    attr(node, "rel") === "preload" &&
    attr(node, "as") === "script" &&
    (attr(node, "href") ?? "").startsWith(STATIC_URL_PREFIX)
  );
}

/** Next's queue of flight-data entries, read when its chunks run. */
export const FLIGHT_QUEUE = "self.__next_f";

/** `(self.__next_f=self.__next_f||[]).push([0])` and `self.__next_f.push([1,"…"])`: the entry is group 1. */
export const FLIGHT_PUSH =
  /^(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[.*\])\)$/s;

/**
 * An inline script of Next's flight data.
 * @param {Element} node
 */
export function isFlightScript(node) {
  return isExecutableInlineScript(node) && FLIGHT_PUSH.test(textOf(node));
}

/** Next's queue of "beforeInteractive" scripts, run in order before it hydrates. */
export const BEFORE_INTERACTIVE_QUEUE = "self.__next_s";

/**
 * A statement queuing an empty inline "beforeInteractive" script: Next adds a script element with
 * no text (which the browser does not run, so it needs no CSP hash) and waits for a timer before it
 * goes on to hydrate, so hydration starts in a task of its own.
 */
export const YIELD_BEFORE_HYDRATION = `(${BEFORE_INTERACTIVE_QUEUE}=${BEFORE_INTERACTIVE_QUEUE}||[]).push([0,{children:""}]);`;

/**
 * `16.4.6` → [16, 4, 6]; null for anything else, prereleases (`16.5.0-canary.3`) included.
 * @param {string} version
 * @returns {[number, number, number] | null}
 */
function releaseParts(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * @param {[number, number, number]} a
 * @param {[number, number, number]} b
 */
function compare(a, b) {
  for (let i = 0; i < 3; i++)
    if (a[i] !== b[i]) return /** @type {number} */ (a[i]) - /** @type {number} */ (b[i]);
  return 0;
}

/**
 * Whether the private steps are proved on this Next version.
 * @param {string} version
 * @param {{ from: string, below: string }} [range]
 */
export function isProvedNextVersion(version, range = PROVED_NEXT_RANGE) {
  const parts = releaseParts(version);
  const from = releaseParts(range.from);
  const below = releaseParts(range.below);
  if (!parts || !from || !below) return false;
  return compare(parts, from) >= 0 && compare(parts, below) < 0;
}

/**
 * The one line the build prints when the installed Next is outside the proved range: what it
 * skipped, that the export is still whole, and where the checklist for widening the range is.
 * @param {string} version
 */
export function unprovedNextWarning(version) {
  const { from, below } = PROVED_NEXT_RANGE;
  return (
    `postbuild: warning: Next ${version} is outside the range its rewrites of Next's private output are ` +
    `proved on (>=${from} <${below}), so they are skipped (flight data as JSON, ` +
    `paint-first, compile hints) and the pages keep Next's own scripts, with the CSP, fonts and content ` +
    `names applied as usual; to prove them on this version, follow the checklist in ${DECISION_RECORD} ` +
    `and widen PROVED_NEXT_RANGE in ${THIS_MODULE}.`
  );
}

/**
 * The installed Next's version, from its package.json under `root`.
 * @param {string} [root]
 * @returns {string}
 */
export function installedNextVersion(root = process.cwd()) {
  const file = join(root, "node_modules/next/package.json");
  try {
    return JSON.parse(readFileSync(file, "utf8")).version;
  } catch {
    throw new PostbuildError(file, "not found or not readable: run `npm install` first");
  }
}
