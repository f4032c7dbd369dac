/**
 * Step 2: the page's React Server Components payload (Next's "flight data", the tree React
 * hydrates against) stops being inline JavaScript. Next writes it as inline scripts,
 * `self.__next_f.push([1,"…"])`, which the browser compiles and runs on the main thread while it
 * parses the rest of the page after the first paint: 5–17 ms of the 17–25 ms the document's
 * parsing took on /, in every quiet trace, and the parse task that grew longest on a loaded
 * machine. Each becomes a JSON data block, `<script type="application/json" data-flight>`, which
 * the parser passes over as text and the CSP need not hash. The paint-first loader (paint-first.mjs)
 * hands the entries to Next, in document order, just before it adds the framework scripts, which
 * are the first to read them. The JSON is the same text Next wrote, already escaped for HTML.
 */
import {
  PostbuildError,
  createElement,
  findAll,
  insertBefore,
  isExecutableInlineScript,
  remove,
  textOf,
} from "./html.mjs";

export const FLIGHT_ATTRIBUTE = "data-flight";

/** `(self.__next_f=self.__next_f||[]).push([0])` and `self.__next_f.push([1,"…"])`: the entry is group 1. */
const FLIGHT_PUSH = /^(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[.*\])\)$/s;

export function isFlightScript(node) {
  return isExecutableInlineScript(node) && FLIGHT_PUSH.test(textOf(node));
}

/** Turns each flight script into a data block in its place; returns how many (0 on a page already done). */
export function moveFlightDataOutOfScripts(document, file) {
  const scripts = findAll(document, isFlightScript);
  for (const node of scripts) {
    const entry = FLIGHT_PUSH.exec(textOf(node))[1];
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
  "var f=self.__next_f=self.__next_f||[];" +
  `document.querySelectorAll('script[${FLIGHT_ATTRIBUTE}]').forEach(function(n){f.push(JSON.parse(n.textContent))});`;
