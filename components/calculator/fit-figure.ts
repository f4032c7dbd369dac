import type { CSSProperties } from "react";

/**
 * How wide a figure runs per character, in em, in the body face's bold and extra-bold weights with
 * tabular numerals: a whole figure averages 0.53–0.59em a character (measured in Chromium,
 * tracking-tight included). Rounded up, so the widest figures still fit with room to spare.
 */
const EM_PER_CHARACTER = 0.63;

/**
 * Keeps a money or time figure on one line inside its query container (the nearest `@container`):
 * it is `maxRem` high while it fits and shrinks in proportion once it would not, so "£100,000.00"
 * or "7,809.0h" never wraps mid-figure, spills out of a card or pushes a button off the screen.
 * The element's text-* class stays as the fallback (and sets the line height).
 */
export function fitFigure(text: string, maxRem: number): CSSProperties {
  const ems = Math.max(text.length, 1) * EM_PER_CHARACTER;
  return { fontSize: `min(${maxRem}rem, calc(100cqi / ${ems.toFixed(2)}))`, whiteSpace: "nowrap" };
}
