// @ts-check
/**
 * Lettering in the brand's faces, as outlines: for pictures the build draws as SVG (the
 * placeholder artwork, scripts/dev/make-artwork.mjs; the films' title cards, scripts/film-stills/),
 * which a browser or sharp would otherwise draw in whatever sans-serif it has. Text is shaped with
 * HarfBuzz in the site's own files (@fontsource-variable, at the weight asked for on the variable
 * axis), so widths and letters are the ones the pages show.
 *
 * Each face is its Latin file, then its Latin Extended file for a letter the first lacks (a
 * client's "Łódź"), as the pages' unicode ranges do. The display face takes its Q from Inter, as
 * the pages do (app/fonts.ts says why). A letter neither file has (Arabic, Hebrew, CJK, an emoji)
 * is never drawn as a missing-glyph box: `missing` names such letters, so a picture can be set
 * without them and the launch check can name the words that hold them; setting one is an error
 * naming the text.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Blob, Buffer as ShapingBuffer, Face, Font, MetricsTag, Variation, shape } from "harfbuzzjs";

const require = createRequire(import.meta.url);
const { decompress } = /** @type {typeof import("wawoff2")} */ (require("wawoff2"));

const INTER = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const INTER_EXT = require.resolve("@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2");
const BRICOLAGE =
  require.resolve("@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2");
const BRICOLAGE_EXT =
  require.resolve("@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-ext-wght-normal.woff2");

/**
 * The files of each face, in the order a letter is looked for; `only` limits a file to those letters.
 * @type {Record<FaceName, { file: string; only?: string }[]>}
 */
const FACES = {
  display: [{ file: INTER, only: "Q" }, { file: BRICOLAGE }, { file: BRICOLAGE_EXT }],
  text: [{ file: INTER }, { file: INTER_EXT }],
};

/**
 * @typedef {"display" | "text"} FaceName
 * @typedef {{ face: FaceName; weight: number; size: number; tracking?: number }} TypeStyle
 *   `size` in the picture's units; `tracking` in ems, added after every glyph but the last.
 * @typedef {{ font: Font; upem: number; glyphs: { id: number; x: number; y: number }[]; advance: number }} Run
 *   A run of text in one file: its glyphs with their pen positions and its advance, in font units.
 * @typedef {ReturnType<ShapingBuffer["getGlyphPositions"]>[number]} GlyphPosition
 */

const round = (/** @type {number} */ value) => Math.round(value * 10) / 10;

/** The faces' files, decompressed and read once. */
export async function loadLettering() {
  /** @type {Map<string, Face>} */
  const faces = new Map();
  for (const { file: path } of Object.values(FACES).flat()) {
    if (!faces.has(path)) faces.set(path, new Face(new Blob(await decompress(readFileSync(path)))));
  }
  /** @type {Map<string, Font>} */
  const fonts = new Map();
  /**
   * One file at one weight.
   * @param {string} path one of the faces' files
   * @param {number} weight
   */
  const fontFor = (path, weight) => {
    const key = `${path}@${weight}`;
    let font = fonts.get(key);
    if (!font) {
      font = new Font(/** @type {Face} */ (faces.get(path)));
      font.setVariations([new Variation("wght", weight)]);
      fonts.set(key, font);
    }
    return font;
  };

  /**
   * The face's files at `weight`, each with the letters it may give.
   * @param {FaceName} face
   * @param {number} weight
   */
  const chainOf = (face, weight) =>
    FACES[face].map((entry) => ({ ...entry, font: fontFor(entry.file, weight) }));
  /**
   * The first of the face's files that has `letter`, if any.
   * @param {ReturnType<typeof chainOf>} chain
   * @param {string} letter
   */
  const fileFor = (chain, letter) =>
    chain.find(
      ({ font, only }) =>
        (!only || only.includes(letter)) && font.nominalGlyph(letter.codePointAt(0) ?? 0) !== undefined,
    );

  /**
   * The text cut into runs, each in the first of the face's files that has its letters.
   * @param {string} text
   * @param {FaceName} face
   * @param {number} weight
   */
  function runsOf(text, face, weight) {
    const chain = chainOf(face, weight);
    /** @type {{ font: Font; text: string }[]} */
    const runs = [];
    for (const letter of text) {
      // A space or a joining mark stays in the run it is part of.
      const current = runs[runs.length - 1];
      if (current && /\s|\p{M}/u.test(letter)) {
        current.text += letter;
        continue;
      }
      const entry = fileFor(chain, letter);
      if (!entry) throw new Error(`the ${face} face has no letter for "${letter}" in "${text}"`);
      if (current && current.font === entry.font) current.text += letter;
      else runs.push({ font: entry.font, text: letter });
    }
    return runs;
  }

  /**
   * @param {string} text
   * @param {TypeStyle} style
   * @returns {Run[]}
   */
  function shaped(text, { face, weight }) {
    return runsOf(text, face, weight).map(({ font, text: part }) => {
      const buffer = new ShapingBuffer();
      buffer.addText(part);
      buffer.guessSegmentProperties();
      shape(font, buffer);
      let pen = 0;
      const positions = buffer.getGlyphPositions();
      const glyphs = buffer.getGlyphInfos().map((info, index) => {
        // HarfBuzz gives one position for each glyph.
        const position = /** @type {GlyphPosition} */ (positions[index]);
        const glyph = { id: info.codepoint, x: pen + position.xOffset, y: position.yOffset };
        pen += position.xAdvance;
        return glyph;
      });
      return { font, upem: font.face.upem, glyphs, advance: pen };
    });
  }

  return {
    /**
     * The letters of `text` that no file of `style`'s face has, each once, in the order they come.
     * @param {string} text
     * @param {TypeStyle} style
     */
    missing(text, style) {
      const chain = chainOf(style.face, style.weight);
      /** @type {Set<string>} */
      const lacking = new Set();
      for (const letter of text) {
        if (/\s|\p{M}/u.test(letter)) continue;
        if (!fileFor(chain, letter)) lacking.add(letter);
      }
      return [...lacking];
    },

    /**
     * The text's width set in `style`, in the picture's units (0 for no text).
     * @param {string} text
     * @param {TypeStyle} style
     */
    width(text, style) {
      const runs = shaped(text, style);
      const glyphs = runs.reduce((sum, run) => sum + run.glyphs.length, 0);
      // Tracking goes between glyphs: none for one glyph or none (and never -0, which would
      // turn a division by the width into -Infinity).
      const spacing = glyphs > 1 ? (glyphs - 1) * (style.tracking ?? 0) * style.size : 0;
      return runs.reduce((sum, run) => sum + run.advance * (style.size / run.upem), spacing);
    },

    /**
     * The height of the face's capitals at `style`'s size, to place a line by the top of its letters.
     * @param {TypeStyle} style
     */
    capHeight(style) {
      // Every face has at least one file.
      const font = fontFor(/** @type {{ file: string }} */ (FACES[style.face].at(-1)).file, style.weight);
      return (font.getMetricPosition(MetricsTag.CAP_HEIGHT) ?? 0) * (style.size / font.face.upem);
    },

    /**
     * The text as SVG path data, its baseline starting at (x, y).
     * @param {string} text
     * @param {TypeStyle} style
     * @param {number} x
     * @param {number} y
     */
    outline(text, style, x, y) {
      const spacing = (style.tracking ?? 0) * style.size;
      let data = "";
      let origin = x;
      for (const run of shaped(text, style)) {
        const scale = style.size / run.upem;
        for (const glyph of run.glyphs) {
          for (const { type, values } of run.font.glyphToJson(glyph.id)) {
            const points = [];
            // A command's values are x, y pairs.
            for (let i = 0; i < values.length; i += 2) {
              points.push(round(origin + (glyph.x + /** @type {number} */ (values[i])) * scale));
              points.push(round(y - (glyph.y + /** @type {number} */ (values[i + 1])) * scale));
            }
            data += type + points.join(" ");
          }
          origin += spacing;
        }
        origin += run.advance * scale;
      }
      return data;
    },
  };
}
