/*
 * Price points: what a converted price becomes so that it reads as a price the studio set, not as
 * an exchange-rate sum (docs/product.md §9). The rule is one sentence: the nearest amount that is a
 * whole number of steps less 5, the step growing with the amount so a point is never more than a
 * few percent away. So every point ends in 5, and from $100 up in 45 or 95:
 *
 *   under $100       step $10    …, $45, $55, …, $95
 *   $100 to $999     step $50    $145, $195, …, $945, $995
 *   $1,000 to $9,999 step $100   $1,095, $1,195, …, $9,995
 *   $10,000 and up   step $500   $10,495, $10,995, …
 *
 * An amount exactly halfway between two points takes the higher one. Each step's points include
 * the next range's first one ($995, $9,995), so the rounding never jumps backwards at a boundary.
 */

/** The gap between price points, by the size of the amount being rounded. */
export const PRICE_POINT_STEPS = [
  { below: 100, step: 10 },
  { below: 1_000, step: 50 },
  { below: 10_000, step: 100 },
  { below: Infinity, step: 500 },
] as const;

/** How far below a whole number of steps a price point sits: $1,295, not $1,300. */
const PRICE_POINT_OFFSET = 5;

/**
 * The price point nearest `amount` (a converted price, in whole or fractional units): 1,263.65 →
 * 1,295; 946.15 → 945. Anything that is not a positive number gives 0, never NaN.
 */
export function toPricePoint(amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  const step = PRICE_POINT_STEPS.find(({ below }) => amount < below)?.step ?? 500;
  // In hundredths, so a conversion that lands exactly halfway compares exactly.
  const steps = Math.round((Math.round(amount * 100) + PRICE_POINT_OFFSET * 100) / (step * 100));
  return Math.max(1, steps) * step - PRICE_POINT_OFFSET;
}

/** Whether `amount` is one of the price points `toPricePoint` gives. */
export function isPricePoint(amount: number): boolean {
  return toPricePoint(amount) === amount;
}
