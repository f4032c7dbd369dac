// @ts-check
/**
 * Cutting a WOFF2 font to some characters, weights and layout features (HarfBuzz's subsetter,
 * through the subset-font package, BSD), and reading which characters a font has. Google's woff2
 * (wawoff2, MIT) decompresses, to read the axes and the characters.
 */
import subsetFont from "subset-font";
import { decompress } from "wawoff2";
import { mappedCodePoints, variationAxes } from "./font-tables.mjs";

/**
 * What a cut keeps besides the characters: the span of the weight axis (on a font that has one)
 * and the layout features.
 * @typedef {{ weights: [number, number], features: string[] }} CutOptions
 */

/**
 * The font cut to the code points and layout features, its weight axis (if it has one) narrowed
 * to the weights, as WOFF2 without hinting (browsers on phones and Macs ignore it).
 * @param {Buffer} woff2
 * @param {number[]} codePoints
 * @param {CutOptions} options
 * @returns {Promise<Buffer>}
 */
export async function cutFont(woff2, codePoints, { weights: [lightest, heaviest], features }) {
  const sfnt = Buffer.from(await decompress(woff2));
  const axes = variationAxes(sfnt).has("wght")
    ? { wght: { min: lightest, max: heaviest, default: lightest } }
    : undefined;
  return subsetFont(sfnt, String.fromCodePoint(...codePoints), {
    targetFormat: "woff2",
    noHinting: true,
    keepFeatures: features,
    variationAxes: axes,
  });
}

/**
 * Every code point the font draws (its cmap).
 * @param {Buffer} woff2
 * @returns {Promise<Set<number>>}
 */
export async function codePointsOf(woff2) {
  return mappedCodePoints(Buffer.from(await decompress(woff2)));
}
