// @ts-check
/**
 * Step 2: the page's React Server Components payload (Next's "flight data", the tree React
 * hydrates against) is not inline JavaScript. Next writes it as inline scripts pushing entries to
 * its queue (next-output.mjs), which the browser would compile and run on the main thread while it
 * parses the rest of the page after the first paint, one of the longest parse tasks on a loaded
 * phone. Each becomes a JSON data block, `<script type="application/json" data-flight>`, which the
 * parser passes over as text and the CSP need not hash. The paint-first loader (paint-first.mjs)
 * hands the entries to Next, in document order, just before it adds the framework scripts, which
 * are the first to read them. The JSON is the same text Next wrote, already escaped for HTML.
 *
 * It runs only with the loader, since Next reads no data block by itself.
 */
import { PostbuildError, attr, createElement, findAll, insertBefore, remove, textOf } from "./html.mjs";
import { FLIGHT_PUSH, FLIGHT_QUEUE, isFlightScript } from "./next-output.mjs";

/** @typedef {import("./html.mjs").Document} Document */
/** @typedef {import("./html.mjs").Element} Element */

export const FLIGHT_ATTRIBUTE = "data-flight";

/**
 * A flight-data block this step wrote.
 * @param {Element} node
 */
export const isFlightBlock = (node) => node.tagName === "script" && attr(node, FLIGHT_ATTRIBUTE) !== null;

/**
 * The entry a flight script pushes, as the JSON text Next wrote.
 * @param {Element} node
 * @returns {string}
 */
function flightScriptEntry(node) {
  const match = FLIGHT_PUSH.exec(textOf(node));
  if (!match?.[1]) throw new Error("not a flight-data script");
  return match[1];
}

/**
 * Turns each flight script into a data block in its place; returns how many (0 on a page already done).
 * @param {Document} document
 * @param {string} file
 */
export function moveFlightDataOutOfScripts(document, file) {
  const scripts = findAll(document, isFlightScript);
  for (const node of scripts) {
    const entry = flightScriptEntry(node);
    try {
      JSON.parse(entry);
    } catch {
      throw new PostbuildError(
        file,
        `has a flight-data script whose entry is not JSON: ${entry.slice(0, 60)}…`,
      );
    }
    insertBefore(node, createElement("script", { type: "application/json", [FLIGHT_ATTRIBUTE]: "" }, entry));
    remove(node);
  }
  return scripts.length;
}

/** The loader's statement that pushes every data block's entry to Next's queue, in document order. */
export const PUSH_FLIGHT_DATA =
  `var f=${FLIGHT_QUEUE}=${FLIGHT_QUEUE}||[];` +
  `document.querySelectorAll('script[${FLIGHT_ATTRIBUTE}]').forEach(function(n){f.push(JSON.parse(n.textContent))});`;
