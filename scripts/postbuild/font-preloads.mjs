// @ts-check
/**
 * Step 1: every page preloads the brand fonts.
 *
 * Next emits `<link rel="preload" as="font">` for each route's fonts but none for the not-found
 * page (out/404.html and its copies; next-output.mjs). The fonts use `font-display: optional`, so without a
 * preload a first visit to a mistyped address paints in the fallback face. The home page's
 * preloads are the reference; a page missing any of them gets a copy.
 */
import { append, attr, createElement, elements, findAll, headOf, insertBefore } from "./html.mjs";

/** @typedef {import("./html.mjs").Document} Document */
/** @typedef {import("./html.mjs").Element} Element */
/** @typedef {import("./html.mjs").Attribute} Attribute */

/** @param {Element} node */
export function isFontPreload(node) {
  return node.tagName === "link" && attr(node, "rel") === "preload" && attr(node, "as") === "font";
}

/**
 * The font preloads of a page, as attribute lists that can be copied into another page.
 * @param {Document} document
 * @returns {Attribute[][]}
 */
export function fontPreloadsOf(document) {
  return findAll(document, isFontPreload).map((node) =>
    node.attrs.map(({ name, value }) => ({ name, value })),
  );
}

/**
 * @param {Attribute[]} attributes
 * @returns {string}
 */
const hrefOf = (attributes) => attributes.find(({ name }) => name === "href")?.value ?? "";

/**
 * Adds the preloads a page lacks, before its first stylesheet as Next does; returns how many.
 * @param {Document} document
 * @param {Attribute[][]} preloads
 * @param {string} file
 */
export function addFontPreloads(document, preloads, file) {
  const head = headOf(document, file);
  const present = new Set(findAll(document, isFontPreload).map((node) => attr(node, "href")));
  const missing = preloads.filter((attributes) => !present.has(hrefOf(attributes)));
  const before = elements(head).find(
    (node) => (node.tagName === "link" && attr(node, "rel") === "stylesheet") || node.tagName === "script",
  );
  for (const attributes of missing) {
    const link = createElement(
      "link",
      Object.fromEntries(attributes.map(({ name, value }) => [name, value])),
    );
    if (before) insertBefore(before, link);
    else append(head, link);
  }
  return missing.length;
}

export { hrefOf as fontHref };
