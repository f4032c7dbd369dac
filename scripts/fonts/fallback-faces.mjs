// @ts-check
/**
 * Step 0: each brand font's fallback face finds a face to draw with on every platform.
 *
 * next/font writes, beside each font, a fallback face that makes Arial take the font's measure:
 * `@font-face{font-family:bodyFont Fallback;src:local(Arial);size-adjust:…;ascent-override:…}`
 * (app/fonts.ts). Text that misses its font's short wait (`font-display: optional`: a first visit
 * on a slow connection) is set in that face, at the font's width and line height, so the page
 * keeps the layout it was designed in. But Arial is installed only on Windows, macOS and iOS. On
 * Android, ChromeOS and Linux the face has no source, the browser skips it, and the text falls to
 * the system face at its own size: Roboto or DejaVu Sans, a different width and line breaks.
 *
 * The same overrides fit the faces drawn to Arial's metrics: Helvetica, whose widths Arial copies,
 * and Liberation Sans and Arimo, Arial's metric twins on Linux and ChromeOS (the same advance
 * widths and vertical metrics: next/font's average over its sample string is 934.5 units per
 * 2048 for each). Roboto, Android's face, is within 0.4% of that width (938 per 2048, measured
 * on @fontsource/roboto 5.3 with next/font's own fontkit and sample string), and the vertical
 * overrides are the brand font's own, whichever face draws. So each fallback face lists them all,
 * Arial first, by full name and by PostScript name, as `local()` matches either.
 *
 * Runs before the fonts are subset: the stylesheet it changes is renamed by its new bytes and
 * every file naming it follows (content-names.mjs). The build fails when the stylesheets hold no
 * fallback face in the form next/font writes, rather than ship a site whose fallbacks quietly
 * stopped matching (on a Next it is not proved on, it warns: conventions.mjs).
 */
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { filesUnder, followRenames, replaceUnderContentName } from "./content-names.mjs";
import { conventionMissed } from "../postbuild/conventions.mjs";
import { STATIC_DIR } from "../postbuild/next-output.mjs";

/** The faces drawn to Arial's metrics, or close enough, in the order a platform is likeliest to have them. */
export const ARIAL_METRIC_FACES = [
  "Arial",
  "ArialMT",
  "Helvetica",
  "Liberation Sans",
  "LiberationSans",
  "Arimo",
  "Roboto",
  "Roboto Regular",
  "Roboto-Regular",
];

const SOURCES = ARIAL_METRIC_FACES.map((name) => `local(${/^[\w-]+$/.test(name) ? name : `"${name}"`})`).join(
  ",",
);

/** A fallback face as next/font writes it (family, then `src:local(Arial)`), or as this step widened it. */
const FALLBACK_FACE = /(@font-face\{font-family:[^;{}]+ Fallback;src:)local\(Arial\)(?:,local\([^)]*\))*(;)/g;

/**
 * The stylesheet with every fallback face drawing from any of the faces above; the count of faces.
 * @param {string} css
 */
export function widenFallbackFaces(css) {
  let faces = 0;
  const widened = css.replace(FALLBACK_FACE, (_, start, end) => {
    faces += 1;
    return `${start}${SOURCES}${end}`;
  });
  return { css: widened, faces };
}

/**
 * Widens the fallback faces of every stylesheet in the export; a changed stylesheet is named by its
 * new bytes, with every reference following. Returns how many faces there are and how many sheets
 * changed (none when an earlier run widened them).
 * @param {string} outDir
 */
export function widenExportFallbackFaces(outDir) {
  let faces = 0;
  /** @type {Map<string, string>} */
  const renames = new Map();
  for (const file of filesUnder(join(outDir, STATIC_DIR), ".css")) {
    const css = readFileSync(file, "utf8");
    const widened = widenFallbackFaces(css);
    faces += widened.faces;
    if (widened.css === css) continue;
    renames.set(basename(file), replaceUnderContentName(file, Buffer.from(widened.css)));
  }
  if (faces === 0) {
    conventionMissed(
      join(outDir, STATIC_DIR),
      "has no fallback face in the form next/font writes (`<family> Fallback;src:local(Arial)`): app/fonts.ts or next/font changed",
      "leaves the stylesheets as they are",
    );
  }
  followRenames(outDir, renames);
  return { faces, changed: renames.size };
}
