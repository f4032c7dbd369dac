/**
 * Step 6: each self-hosted font keeps only what the site can show. The fontsource files carry all
 * of Latin and every weight from thin to black (about 90 KB for the two faces, preloaded on every
 * page, so on a slow phone they compete with the page itself for the first second); the site uses
 * a few dozen characters beyond ASCII and the weights 400 to 800. The subset keeps every printable
 * ASCII character, every character in any exported page (markup and inline page data) and in the
 * sources (content/ holds every visitor-facing word, including what only scripts show: toasts,
 * dialogs, the calculator; lib/, components/ and app/ for symbols), and the weight axis from
 * normal to the heaviest weight the stylesheet uses, with kerning, ligatures and tabular figures
 * intact. Hinting goes: browsers on phones and
 * Macs ignore it. HarfBuzz subsets (harfbuzzjs, MIT) and Google's woff2 (de)compresses (wawoff2,
 * MIT), both as WebAssembly.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { PostbuildError } from "./html.mjs";
import { MEDIA_DIR, STATIC_DIR } from "./next-output.mjs";

const require = createRequire(import.meta.url);

function files(dir, extension) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, extension);
    return name.endsWith(extension) ? [path] : [];
  });
}

/** Every code point a visitor could be shown: printable ASCII, the pages and the site's sources. */
export function charactersUsed(outDir, sourceDirs) {
  const codePoints = new Set();
  for (let code = 0x20; code <= 0x7e; code++) codePoints.add(code);
  const addText = (text) => {
    for (const char of text) if (char.codePointAt(0) > 0x7e) codePoints.add(char.codePointAt(0));
  };
  for (const page of files(outDir, ".html")) {
    addText(
      readFileSync(page, "utf8").replace(/&#x([0-9a-f]+);|&#(\d+);/gi, (_, hex, decimal) =>
        String.fromCodePoint(hex ? parseInt(hex, 16) : Number(decimal)),
      ),
    );
  }
  for (const dir of sourceDirs) {
    for (const source of [...files(dir, ".ts"), ...files(dir, ".tsx")]) addText(readFileSync(source, "utf8"));
  }
  // Line and paragraph separators and BOMs are never drawn.
  for (const invisible of [0x2028, 0x2029, 0xfeff]) codePoints.delete(invisible);
  return [...codePoints].sort((a, b) => a - b);
}

/**
 * The weights the stylesheet asks for: normal (400), bold (700, for <strong> and "bolder") and each
 * Tailwind weight it defines (`--font-weight-semibold: 600`…). The fonts keep only that span.
 */
export function weightRange(outDir) {
  const weights = [400, 700];
  for (const sheet of files(join(outDir, STATIC_DIR), ".css")) {
    for (const match of readFileSync(sheet, "utf8").matchAll(/--font-weight-[a-z-]+:\s*(\d{3})/g)) {
      weights.push(Number(match[1]));
    }
  }
  return [Math.min(...weights), Math.max(...weights)];
}

const WGHT = 0x77676874; // the OpenType tag 'wght'
const NO_HINTING = 0x1;

async function harfbuzzSubsetter() {
  const wasm = readFileSync(require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"));
  const { instance } = await WebAssembly.instantiate(wasm);
  const hb = instance.exports;
  return (sfnt, codePoints, [lightest, heaviest]) => {
    const heap = () => new Uint8Array(hb.memory.buffer);
    const fontPointer = hb.malloc(sfnt.byteLength);
    heap().set(sfnt, fontPointer);
    const blob = hb.hb_blob_create(fontPointer, sfnt.byteLength, 2 /* writable */, 0, 0);
    const face = hb.hb_face_create(blob, 0);
    hb.hb_blob_destroy(blob);
    const input = hb.hb_subset_input_create_or_fail();
    const unicodes = hb.hb_subset_input_unicode_set(input);
    for (const codePoint of codePoints) hb.hb_set_add(unicodes, codePoint);
    hb.hb_subset_input_set_flags(input, NO_HINTING);
    // Pins the weight axis to the span in use (a face without a weight axis ignores it).
    hb.hb_subset_input_set_axis_range(input, face, WGHT, lightest, heaviest, lightest);
    const subset = hb.hb_subset_or_fail(face, input);
    hb.hb_subset_input_destroy(input);
    if (!subset) {
      hb.hb_face_destroy(face);
      hb.free(fontPointer);
      return null;
    }
    const result = hb.hb_face_reference_blob(subset);
    const offset = hb.hb_blob_get_data(result, 0);
    const length = hb.hb_blob_get_length(result);
    const bytes = heap().slice(offset, offset + length);
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    hb.hb_face_destroy(face);
    hb.free(fontPointer);
    return bytes;
  };
}

/** Subsets every woff2 in the export to the characters used; returns what each file went from and to. */
export async function subsetFonts(outDir, sourceDirs = ["content", "lib", "components", "app"]) {
  const { compress, decompress } = require("wawoff2");
  const subset = await harfbuzzSubsetter();
  const codePoints = charactersUsed(outDir, sourceDirs);
  const weights = weightRange(outDir);
  const report = [];
  for (const file of files(join(outDir, MEDIA_DIR), ".woff2")) {
    const original = readFileSync(file);
    const reduced = subset(await decompress(original), codePoints, weights);
    if (!reduced) throw new PostbuildError(file, "HarfBuzz could not subset this font");
    const woff2 = Buffer.from(await compress(reduced));
    // A second run subsets the subset to the same characters: keep whichever is smaller.
    if (woff2.length < original.length) writeFileSync(file, woff2);
    report.push({ file, from: original.length, to: Math.min(woff2.length, original.length) });
  }
  return report;
}
