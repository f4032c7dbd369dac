// @ts-check
/**
 * Every Latin letter a name may hold draws in the brand faces, at no cost to a page that shows
 * none (docs/decisions/font-subsetting.md).
 *
 * The fonts are subset to the characters the site's pages and sources hold (subset-fonts.mjs),
 * and preloaded on every page. But some text reaches a page from outside them: the names a rep
 * types into the calculator's quote, or a quote reopened from its link ("Müller", "Łukasz",
 * "Siobhán"). So each brand face gets, beside its preloaded subset, a face per fontsource file
 * holding the letters of Latin-1 Supplement and Latin Extended-A that the subset lacks: the
 * letters of Latin-1 from the font's own (`latin`) file, those of Latin Extended-A from its
 * `latin-ext` file, and the few a face has in neither (Bricolage Grotesque draws no Ĉ, Ĝ, Ŝ, Ŏ or
 * Ţ) from the other brand face's files, so they too are drawn in a brand face. Each is declared for the same family with a `unicode-range` listing exactly
 * its letters, so a browser fetches it only when a page draws one of them, and with
 * `font-display: swap`, since no page's HTML holds those letters (they would be in the subset):
 * it is only ever used by text written after the page has loaded, where a swap moves nothing.
 *
 * next/font copies each font file as it is, so the fontsource file a face came from is found by
 * its bytes. It runs before the subset, on the files as next/font wrote them; a second run finds
 * the faces already there and changes nothing.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { createRequire } from "node:module";
import { contentHash, filesUnder, followRenames, replaceUnderContentName } from "./content-names.mjs";
import { codePointsOf, cutFont } from "./font-cut.mjs";
import { MEDIA_DIR, STATIC_DIR } from "../postbuild/next-output.mjs";

/** @typedef {import("./font-cut.mjs").CutOptions} CutOptions */

/**
 * The blocks whose letters every brand face draws: Latin-1 Supplement and Latin Extended-A.
 * @type {[number, number][]}
 */
export const NAME_LETTERS = [
  [0x00a0, 0x00ff],
  [0x0100, 0x017f],
];

/** The fontsource packages the brand faces come from (app/fonts.ts). */
const FONT_PACKAGES = ["@fontsource-variable/bricolage-grotesque", "@fontsource-variable/inter"];

/**
 * A primary face as next/font writes it: one WOFF2 file, no `unicode-range`. Group 1 is the rule's
 * descriptors before `src`, 2 the file's name, 3 the rest.
 */
const PRIMARY_FACE =
  /@font-face\{(font-family:[^;{}]+;)src:url\(\.\.\/media\/([^)]+\.woff2)\)\s*format\("woff2"\);?([^{}]*)\}/g;

/**
 * Every code point in NAME_LETTERS.
 * @returns {number[]}
 */
function nameLetters() {
  return NAME_LETTERS.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

/**
 * `U+E9,U+100-17F`: code points as a `unicode-range`, runs joined.
 * @param {number[]} codePoints sorted
 */
export function unicodeRange(codePoints) {
  /** @type {[number, number][]} */
  const runs = [];
  for (const code of codePoints) {
    const last = runs[runs.length - 1];
    if (last && last[1] === code - 1) last[1] = code;
    else runs.push([code, code]);
  }
  const hex = (/** @type {number} */ code) => code.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(",");
}

/**
 * Each brand package's folder of font files, where it is installed.
 * @returns {string[]}
 */
function fontsourceFolders() {
  const require = createRequire(join(process.cwd(), "package.json"));
  return FONT_PACKAGES.flatMap((name) => {
    try {
      return [join(dirname(require.resolve(`${name}/package.json`)), "files")];
    } catch {
      return [];
    }
  });
}

/**
 * The fontsource file whose bytes these are, or undefined.
 * @param {Buffer} bytes
 * @returns {string | undefined}
 */
function fontsourceFileOf(bytes) {
  for (const dir of fontsourceFolders()) {
    for (const file of readdirSync(dir)) {
      const path = join(dir, file);
      if (file.endsWith(".woff2") && readFileSync(path).equals(bytes)) return path;
    }
  }
  return undefined;
}

/**
 * The files a face's extension letters are cut from, in order: the face's own (`…-latin-wght-normal`),
 * its latin-ext twin, then the same two of every other brand package.
 * @param {string} source
 */
function letterSources(source) {
  const [, family = "", style = ""] = /^(.*)-latin-(.*)$/.exec(basename(source)) ?? [];
  const own = [source, join(dirname(source), `${family}-latin-ext-${style}`)];
  const others = fontsourceFolders()
    .filter((dir) => dir !== dirname(source))
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((file) => file.endsWith(`-latin-${style}`) || file.endsWith(`-latin-ext-${style}`))
        .sort((a, b) => a.length - b.length)
        .map((file) => join(dir, file)),
    );
  return [...own, ...others];
}

/**
 * Adds the extension faces to every stylesheet's primary faces whose fontsource file it finds;
 * returns each face added, with the characters it draws.
 * @param {string} outDir
 * @param {number[]} pageCharacters what the subset keeps (subset-fonts.mjs)
 * @param {CutOptions} options
 */
export async function addExtensionFaces(outDir, pageCharacters, options) {
  const kept = new Set(pageCharacters);
  const wanted = nameLetters().filter((code) => !kept.has(code));
  const media = join(outDir, MEDIA_DIR);
  /** @type {{ family: string, file: string, characters: number }[]} */
  const added = [];
  /** @type {Map<string, string>} */
  const renames = new Map();
  /** @type {Map<string, string>} faces cut from one source file, shared by every family that uses it */
  const cut = new Map();

  /**
   * The extension faces' rules for one primary face's source file, cutting each file once.
   * @param {string} source
   * @param {string} descriptors the primary face's rule, less its `src`
   * @param {string} family
   */
  const facesFor = async (source, descriptors, family) => {
    const rules = [];
    // Each letter in one face only: the face's own files first, the other brand face's for the rest.
    let remaining = wanted;
    for (const file of letterSources(source)) {
      if (!existsSync(file)) continue;
      const original = readFileSync(file);
      const has = await codePointsOf(original);
      const letters = remaining.filter((code) => has.has(code));
      remaining = remaining.filter((code) => !has.has(code));
      if (letters.length === 0) continue;
      const key = `${file} ${letters.join(",")}`;
      let name = cut.get(key);
      if (name === undefined) {
        const bytes = await cutFont(original, letters, options);
        name = `${basename(file, ".woff2")}.${contentHash(bytes)}.woff2`;
        writeFileSync(join(media, name), bytes);
        cut.set(key, name);
      }
      rules.push(
        `@font-face{${descriptors}src:url(../media/${name})format("woff2");` +
          `font-display:swap;unicode-range:${unicodeRange(letters)}}`,
      );
      added.push({ family, file: name, characters: letters.length });
    }
    return rules.join("");
  };

  for (const sheet of filesUnder(join(outDir, STATIC_DIR), ".css")) {
    const css = readFileSync(sheet, "utf8");
    let changed = css;
    for (const match of css.matchAll(PRIMARY_FACE)) {
      const [rule, family = "", fontName = "", rest = ""] = match;
      if (rest.includes("unicode-range")) continue;
      const primary = join(media, fontName);
      const source = existsSync(primary) ? fontsourceFileOf(readFileSync(primary)) : undefined;
      if (!source) continue;
      const descriptors = [
        family,
        ...rest.split(";").filter((part) => part && !part.startsWith("font-display:")),
      ]
        .map((part) => (part.endsWith(";") ? part : `${part};`))
        .join("");
      const faces = await facesFor(source, descriptors, family.slice("font-family:".length, -1));
      changed = changed.replace(rule, rule + faces);
    }
    if (changed !== css) renames.set(basename(sheet), replaceUnderContentName(sheet, Buffer.from(changed)));
  }
  followRenames(outDir, renames);
  return added;
}
