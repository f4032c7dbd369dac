#!/usr/bin/env node
/**
 * Post-build step: gives out/404.html the font preloads every other page has.
 *
 * Next emits `<link rel="preload" as="font">` for the fonts of each route, but not for the
 * not-found page. The fonts use `font-display: optional` (no reflow when a font is late), so
 * without a preload a first visit to a mistyped address paints its headings in the fallback face.
 * This copies the home page's font preloads into the 404 page's head.
 *
 *   node scripts/font-preloads.mjs [outDir]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const outDir = process.argv[2] ?? "out";
const FONT_PRELOAD = /<link rel="preload" href="[^"]+\.woff2" as="font"[^>]*\/>/g;

const preloads = [...readFileSync(join(outDir, "index.html"), "utf8").matchAll(FONT_PRELOAD)].map(
  (match) => match[0],
);
if (preloads.length === 0) {
  console.error("font-preloads: the home page preloads no fonts; has Next changed its output?");
  process.exit(1);
}

const notFoundFile = join(outDir, "404.html");
const notFound = readFileSync(notFoundFile, "utf8");
const missing = preloads.filter((link) => !notFound.includes(link));
writeFileSync(notFoundFile, notFound.replace("<head>", `<head>${missing.join("")}`));
console.log(`font-preloads: 404.html preloads ${preloads.length} fonts.`);
