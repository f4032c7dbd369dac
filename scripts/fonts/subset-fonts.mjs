// @ts-check
/**
 * Each self-hosted font keeps only what the site can show, and is named by its bytes. The
 * fontsource files carry all of Latin and every weight from thin to black (about 90 KB for the two
 * faces, preloaded on every page, so on a slow phone they compete with the page itself for the
 * first second); the site uses a few dozen characters beyond ASCII and the weights 400 to 800. The
 * subset keeps every printable ASCII character, every character in any exported page (markup and
 * inline page data) and in the sources (content/ holds every visitor-facing word, including what
 * only scripts show: toasts, dialogs, the calculator; lib/, components/ and app/ for symbols), and
 * the weight axis from normal to the heaviest weight the stylesheet uses, and the layout features
 * a browser can apply to that text: those it applies unasked (kerning, ligatures, marks…) and those
 * the stylesheet turns on (the tabular figures `tabular-nums` asks for). Hinting goes: browsers on
 * phones and Macs ignore it (font-cut.mjs). The letters of a name typed at run time that the
 * subset lacks get faces of their own, fetched only when drawn (extension-faces.mjs).
 *
 * The subset depends on the copy, which Next's name for the file does not, and the file is cached
 * as immutable: so each subset gets a name from its own bytes, and every file naming it follows
 * (content-names.mjs). It runs before the pages are rewritten, so the preloads the pipeline copies
 * and the CSP it hashes see the final names.
 */
import { readFileSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import { filesUnder, followRenames, isContentNamed, replaceUnderContentName } from "./content-names.mjs";
import { addExtensionFaces } from "./extension-faces.mjs";
import { cutFont } from "./font-cut.mjs";
import { PostbuildError } from "../postbuild/html.mjs";
import { MEDIA_DIR, STATIC_DIR } from "../postbuild/next-output.mjs";

/**
 * Every code point the pages and the site's sources hold, and printable ASCII.
 * @param {string} outDir
 * @param {string[]} sourceDirs
 * @returns {number[]}
 */
export function charactersUsed(outDir, sourceDirs) {
  /** @type {Set<number>} */
  const codePoints = new Set();
  for (let code = 0x20; code <= 0x7e; code++) codePoints.add(code);
  /** @param {string} text */
  const addText = (text) => {
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (code > 0x7e) codePoints.add(code);
    }
  };
  for (const page of filesUnder(outDir, ".html")) {
    addText(
      readFileSync(page, "utf8").replace(/&#x([0-9a-f]+);|&#(\d+);/gi, (_, hex, decimal) =>
        String.fromCodePoint(hex ? parseInt(hex, 16) : Number(decimal)),
      ),
    );
  }
  for (const dir of sourceDirs) {
    for (const source of [...filesUnder(dir, ".ts"), ...filesUnder(dir, ".tsx")])
      addText(readFileSync(source, "utf8"));
  }
  // Line and paragraph separators and BOMs are never drawn.
  for (const invisible of [0x2028, 0x2029, 0xfeff]) codePoints.delete(invisible);
  return [...codePoints].sort((a, b) => a - b);
}

/**
 * The weights the stylesheet asks for: normal (400), bold (700, for <strong> and "bolder") and each
 * Tailwind weight it defines (`--font-weight-semibold: 600`…). The fonts keep only that span.
 * @param {string} outDir
 * @returns {[number, number]}
 */
export function weightRange(outDir) {
  const weights = [400, 700];
  for (const sheet of filesUnder(join(outDir, STATIC_DIR), ".css")) {
    for (const match of readFileSync(sheet, "utf8").matchAll(/--font-weight-[a-z-]+:\s*(\d{3})/g)) {
      weights.push(Number(match[1]));
    }
  }
  return [Math.min(...weights), Math.max(...weights)];
}

/**
 * The layout features a browser applies to horizontal text without being asked: HarfBuzz's default
 * shaping features for left-to-right scripts (Chromium and Firefox shape text with HarfBuzz).
 * Stylistic sets, character variants, figure styles and fractions are off until a stylesheet turns
 * them on.
 */
const FEATURES_ALWAYS_APPLIED = [
  ...["abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig"], // every script
  ...["calt", "clig", "curs", "dist", "kern", "liga", "rclt"], // horizontal text
  ...["ltra", "ltrm", "rvrn"], // left to right; variable fonts' glyph swaps
];

/** HarfBuzz sets numerator and denominator around a fraction slash (U+2044) on its own. */
const FRACTION_SLASH = 0x2044;
const FRACTION_FEATURES = ["frac", "numr", "dnom"];

/**
 * What a `font-variant-*` keyword in the stylesheet turns on (CSS Fonts 4). These names mean
 * nothing else in CSS; `sub` and `super`, which `vertical-align` shares, count only as
 * `font-variant-position`'s.
 * @type {Record<string, string[]>}
 */
const FEATURES_BY_KEYWORD = {
  "tabular-nums": ["tnum"],
  "proportional-nums": ["pnum"],
  "lining-nums": ["lnum"],
  "oldstyle-nums": ["onum"],
  "slashed-zero": ["zero"],
  ordinal: ["ordn"],
  "diagonal-fractions": FRACTION_FEATURES,
  "stacked-fractions": ["afrc"],
  "small-caps": ["smcp"],
  "all-small-caps": ["smcp", "c2sc"],
  "petite-caps": ["pcap"],
  "all-petite-caps": ["pcap", "c2pc"],
  unicase: ["unic"],
  "titling-caps": ["titl"],
  "discretionary-ligatures": ["dlig"],
  "historical-ligatures": ["hlig"],
};
/** @type {Record<string, string[]>} */
const POSITION_FEATURES = { super: ["sups"], sub: ["subs"] };

/**
 * The layout features the fonts keep: those always applied, fractions where the text has a
 * fraction slash, and whatever the stylesheet turns on, by a `font-variant-*` keyword set as a value
 * (Tailwind's `.tabular-nums{--tw-numeric-spacing:tabular-nums;…}`) or a quoted tag in
 * `font-feature-settings`. The rest (a font's fractions and proportional figures, about a tenth of
 * each face) would travel on every first visit and never be drawn.
 * @param {string} outDir
 * @param {number[]} codePoints
 */
export function featuresUsed(outDir, codePoints) {
  const features = new Set(FEATURES_ALWAYS_APPLIED);
  if (codePoints.includes(FRACTION_SLASH)) FRACTION_FEATURES.forEach((tag) => features.add(tag));
  for (const sheet of filesUnder(join(outDir, STATIC_DIR), ".css")) {
    const css = readFileSync(sheet, "utf8");
    for (const [keyword, tags] of Object.entries(FEATURES_BY_KEYWORD)) {
      if (new RegExp(`[:\\s]${keyword}\\s*[;}!]`).test(css)) tags.forEach((tag) => features.add(tag));
    }
    for (const [, position = ""] of css.matchAll(/font-variant-position:\s*(sub|super)\b/g)) {
      POSITION_FEATURES[position]?.forEach((tag) => features.add(tag));
    }
    for (const [, settings = ""] of css.matchAll(/font-feature-settings:([^;}]*)/g)) {
      for (const [, tag = ""] of settings.matchAll(/["']([\x20-\x7e]{4})["']/g)) features.add(tag);
    }
  }
  return [...features].sort();
}

/**
 * Subsets every woff2 in the export to the characters used and names it by its new bytes, with
 * every reference following (content-names.mjs); returns each font's old file, new name and sizes.
 * A font already named by its bytes was subset by an earlier run, or cut as an extension face
 * (extension-faces.mjs, first), and is left as it is.
 * @param {string} outDir
 * @param {string[]} [sourceDirs]
 */
export async function subsetFonts(outDir, sourceDirs = ["content", "lib", "components", "app"]) {
  const codePoints = charactersUsed(outDir, sourceDirs);
  const options = { weights: weightRange(outDir), features: featuresUsed(outDir, codePoints) };
  const extensions = await addExtensionFaces(outDir, codePoints, options);
  /** @type {{ file: string, name: string, from: number, to: number }[]} */
  const report = [];
  /** @type {Map<string, string>} */
  const renames = new Map();
  // Identical subsets share one file: app/fonts.ts declares Inter twice (the body face, and the
  // display stack's Q), and one download must serve both.
  /** @type {Map<string, string>} */
  const nameOfBytes = new Map();
  const cutAsExtensions = new Set(extensions.map(({ file }) => file));
  for (const file of filesUnder(join(outDir, MEDIA_DIR), ".woff2").sort()) {
    if (cutAsExtensions.has(basename(file))) continue;
    const original = readFileSync(file);
    if (isContentNamed(basename(file), original)) {
      report.push({ file, name: basename(file), from: original.length, to: original.length });
      continue;
    }
    const reduced = await cutFont(original, codePoints, options).catch((error) => {
      throw new PostbuildError(file, `HarfBuzz could not subset this font: ${error.message}`);
    });
    const twin = nameOfBytes.get(reduced.toString("base64"));
    if (twin !== undefined) rmSync(file);
    const name = twin ?? replaceUnderContentName(file, reduced);
    nameOfBytes.set(reduced.toString("base64"), name);
    renames.set(basename(file), name);
    report.push({ file, name, from: original.length, to: reduced.length });
  }
  followRenames(outDir, renames);
  return { fonts: report, extensions };
}
