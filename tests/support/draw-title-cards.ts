/**
 * Sets title cards with the real lettering (scripts/lettering.mjs: HarfBuzz, an ES module with
 * top-level await that Jest's module sandbox cannot load) in a Node process of its own, and prints
 * for each its SVG, every line placed on it, with the line's width, capital height and outline, and
 * the parts of its words holding letters its faces lack: one JSON array on stdout. A card that
 * cannot be set gives its error instead.
 *
 * Usage: tsx tests/support/draw-title-cards.ts '<JSON list of { words, look }>'
 */
import {
  titleCardGaps,
  titleCardLayout,
  titleCardSvg,
  type TitleCardLook,
  type TitleCardWords,
} from "@/lib/title-card";

export type CardRequest = { words: TitleCardWords; look: TitleCardLook };

async function main() {
  const { loadLettering } = await import("../../scripts/lettering.mjs");
  const lettering = await loadLettering();
  const requests = JSON.parse(process.argv[2] ?? "[]") as CardRequest[];
  const drawn = requests.map(({ words, look }) => {
    try {
      return {
        svg: titleCardSvg(words, look, lettering),
        lines: titleCardLayout(words, look, lettering).map((line) => ({
          ...line,
          width: lettering.width(line.text, line.style),
          cap: lettering.capHeight(line.style),
          outline: lettering.outline(line.text, line.style, line.x, line.baseline),
        })),
        gaps: titleCardGaps(words, lettering),
      };
    } catch (error) {
      return { error: String(error) };
    }
  });
  process.stdout.write(JSON.stringify(drawn));
}

void main();
