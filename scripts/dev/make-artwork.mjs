#!/usr/bin/env node
// @ts-check
/**
 * Sets the lettering of the placeholder artwork in the brand's display face.
 *
 * An SVG shown through <img> cannot load web fonts, so a browser draws any <text> in it in
 * whatever sans-serif the device has (Arial, mostly), at widths the artwork is not designed for,
 * and a long line runs past its frame. The sources in scripts/dev/artwork/ keep their text
 * editable; this script shapes each line in Bricolage Grotesque (scripts/lettering.mjs: HarfBuzz,
 * the site's own file, at the text's weight on the variable axis) and writes public/artwork/ with
 * the letters as outlines, so every device draws the same shapes.
 *
 * Every line must fit its frame: `data-fit="720"` on a <text> gives the widest it may be, in the
 * artwork's units; without it, the artwork's width less a 48-unit margin on each side the text can
 * grow towards. A text that is too wide is set smaller until its longest line fits, and the script
 * says so, so the source can be rewritten rather than quietly shrunk.
 *
 *   node scripts/dev/make-artwork.mjs           write public/artwork/
 *   node scripts/dev/make-artwork.mjs --check   fail if public/artwork/ is not what the sources make
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadLettering } from "../lettering.mjs";

const SOURCES = "scripts/dev/artwork";
const TARGET = "public/artwork";
const MARGIN = 48;

/** @typedef {Awaited<ReturnType<typeof loadLettering>>} Lettering */
/** @typedef {import("../lettering.mjs").TypeStyle} TypeStyle */

/** @type {Record<string, string>} */
const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (/** @type {string} */ text) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, /** @type {string} */ name) => {
    if (name[0] !== "#") return ENTITIES[name] ?? whole;
    return String.fromCodePoint(name[1] === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
  });

const attribute = (/** @type {string} */ tag, /** @type {string} */ name) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

const round = (/** @type {number} */ value) => Math.round(value * 10) / 10;

/**
 * The widest a text may be: its `data-fit`, else the room between its anchor and the edges.
 * @param {string} tag the <text>'s attributes
 * @param {number} x
 * @param {string} anchor
 * @param {number} artworkWidth
 */
function roomFor(tag, x, anchor, artworkWidth) {
  const fit = attribute(tag, "data-fit");
  if (fit) return Number(fit);
  if (anchor === "middle") return 2 * Math.min(x - MARGIN, artworkWidth - MARGIN - x);
  if (anchor === "end") return x - MARGIN;
  return artworkWidth - MARGIN - x;
}

/**
 * Replaces every <text> of one source with outlines; returns the SVG and what had to shrink.
 * @param {string} svg
 * @param {Lettering} lettering
 * @param {string} [name] the source's, for messages
 */
export function outlineArtwork(svg, lettering, name = "artwork") {
  const svgTag = svg.match(/<svg[^>]*>/)?.[0];
  if (!svgTag) throw new Error(`${name}: no <svg> tag`);
  const artworkWidth = Number(attribute(svgTag, "width"));
  /** @type {string[]} */
  const notes = [];
  const result = svg.replace(
    /<text([^>]*)>([\s\S]*?)<\/text>/g,
    (_, /** @type {string} */ tag, /** @type {string} */ body) => {
      const x = Number(attribute(tag, "x"));
      const y = Number(attribute(tag, "y"));
      const size = Number(attribute(tag, "font-size"));
      const weight = Number(attribute(tag, "font-weight") ?? 400);
      const anchor = attribute(tag, "text-anchor") ?? "start";
      const fill = attribute(tag, "fill") ?? "#000";
      // Both groups always take part in a match, if only as "".
      const lines = [...body.matchAll(/<tspan([^>]*)>([^<]*)<\/tspan>/g)].map(
        ([, spanTag = "", text = ""]) => ({
          dy: Number(attribute(spanTag, "dy") ?? 0),
          text: decode(text),
        }),
      );
      const [first] = lines;
      if (!first) throw new Error(`${name}: a <text> without <tspan> lines: ${body}`);

      const room = roomFor(tag, x, anchor, artworkWidth);
      const widest = Math.max(
        ...lines.map((line) => lettering.width(line.text, { face: "display", weight, size })),
      );
      const fitted = widest > room ? size * (room / widest) : size;
      if (fitted < size) {
        notes.push(`${name}: "${first.text}…" set at ${round(fitted)} instead of ${size} to fit ${room}`);
      }
      /** @type {TypeStyle} */
      const style = { face: "display", weight, size: fitted };
      let baseline = y;
      const outline = lines
        .map((line) => {
          baseline += line.dy * (fitted / size);
          const width = lettering.width(line.text, style);
          const originX = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
          return lettering.outline(line.text, style, originX, baseline);
        })
        .join("");
      return `<path fill="${fill}" d="${outline}"/>`;
    },
  );
  return { svg: result, notes };
}

async function main() {
  const check = process.argv.includes("--check");
  const lettering = await loadLettering();
  const stale = [];
  if (!check) mkdirSync(TARGET, { recursive: true });
  for (const file of readdirSync(SOURCES).filter((name) => name.endsWith(".svg"))) {
    const { svg, notes } = outlineArtwork(readFileSync(join(SOURCES, file), "utf8"), lettering, file);
    for (const note of notes) console.warn(`make-artwork: ${note}`);
    const target = join(TARGET, file);
    if (check) {
      if (!existsSync(target) || readFileSync(target, "utf8") !== svg) stale.push(target);
    } else {
      writeFileSync(target, svg);
    }
  }
  if (stale.length) {
    console.error(
      `make-artwork: ${stale.join(", ")} not made from scripts/dev/artwork/: run node scripts/dev/make-artwork.mjs`,
    );
    process.exit(1);
  }
  console.log(check ? "make-artwork: public/artwork/ matches its sources" : `make-artwork: wrote ${TARGET}/`);
}

// Run as a script, not imported: the file's name is the command's (a split always has a last part).
if (process.argv[1] && import.meta.url.endsWith(/** @type {string} */ (process.argv[1].split("/").pop()))) {
  await main();
}
