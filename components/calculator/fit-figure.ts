import type { CSSProperties } from "react";

/**
 * How wide a figure runs per character, in em, in the body face's bold and extra-bold weights with
 * tabular numerals: a whole figure averages 0.53–0.59em a character (measured in Chromium,
 * tracking-tight included). Rounded up, so the widest figures still fit with room to spare.
 */
const EM_PER_CHARACTER = 0.63;

/**
 * The narrowest cell a calculator row gives one of its figures: half the row's figure grid on a
 * 320 px screen is about 6.9rem (111 px), so 6rem still holds on a 290 px one.
 */
const NARROWEST_ROW_CELL_REM = 6;

function widthInEm(text: string): number {
  return Math.max(text.length, 1) * EM_PER_CHARACTER;
}

/**
 * Keeps a money or time figure on one line inside its query container (the nearest `@container`):
 * it is `maxRem` high while it fits and shrinks in proportion once it would not, so "£100,000.00"
 * or "7,809.0h" never wraps mid-figure, spills out of a card or pushes a button off the screen.
 * The element's text-* class stays as the fallback (and sets the line height).
 */
export function fitFigure(text: string, maxRem: number): CSSProperties {
  return {
    fontSize: `min(${maxRem}rem, calc(100cqi / ${widthInEm(text).toFixed(2)}))`,
    whiteSpace: "nowrap",
  };
}

/**
 * Whether a calculator row's figure, at its full `maxRem` size, could be wider than the narrowest
 * cell a row gives it, and so needs its cell as a query container to shrink in. Most never do
 * ("£0.00", "£450.00", "3.0h"), and a page of query containers costs the browser a slower first
 * layout: each container's contents are styled and laid out again once its width is known.
 */
export function rowFigureNeedsFitting(text: string, maxRem: number): boolean {
  return widthInEm(text) * maxRem > NARROWEST_ROW_CELL_REM;
}
