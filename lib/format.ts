import type { Country } from "./countries";
import { groupThousands } from "./digit-grouping";
import { spell } from "./spelling";

/** A pound amount converted to the country's currency and rounded to a whole unit (995 → 1,264 in the US). */
export function convertPrice(basePounds: number, country: Pick<Country, "conversionRate">): number {
  // Scaling to hundredths first keeps halves exact (1,950 × 1.27 = 2,476.5 must round up to 2,477).
  const converted = Math.round(basePounds * Math.round(country.conversionRate * 100)) / 100;
  return Math.round(converted);
}

/**
 * A pound amount in the visitor's currency: converted, rounded to a whole unit, symbol first,
 * thousands separated (995 → "£995" in the UK, "$1,264" in the US).
 */
export function formatPrice(basePounds: number, country: Pick<Country, "symbol" | "conversionRate">): string {
  return `${country.symbol}${groupThousands(convertPrice(basePounds, country))}`;
}

/**
 * Copy in the country's spelling: British for the UK, American for the US (lib/spelling.ts has
 * every word pair), keeping the case of each word.
 */
export function formatText(text: string, country: Pick<Country, "spelling">): string {
  return spell(text, country.spelling);
}

/**
 * A large pound amount in thousands for headline figures: converted like `formatPrice`, then
 * rounded to whole thousands (100,000 → "£100k" in the UK, "$127k" in the US).
 */
export function formatPriceCompact(
  basePounds: number,
  country: Pick<Country, "symbol" | "conversionRate">,
): string {
  const converted = (basePounds * Math.round(country.conversionRate * 100)) / 100;
  return `${country.symbol}${groupThousands(Math.round(converted / 1000))}k`;
}
