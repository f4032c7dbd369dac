import type { Country } from "./countries";

const wholeNumber = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

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
  return `${country.symbol}${wholeNumber.format(convertPrice(basePounds, country))}`;
}

/** British stems and their American twins; each pattern matches the British and the American form. */
const SPELLINGS = [
  { pattern: /\b(organi)([sz])(e|ed|es|ing|ation|ations|er|ers)\b/gi, uk: "s", us: "z" },
  { pattern: /\b(colo)(u?)(r|rs|red|rful|ring|rway|rways)\b/gi, uk: "u", us: "" },
] as const;

const CENTRE = /\b(cent)(re|er)(s?)\b/gi;

/** Gives `replacement` the case pattern of `original`: ALL CAPS, Capitalised or lower. */
function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return replacement.toUpperCase();
  return replacement;
}

/**
 * Swaps organise/organize, colour/color and centre/center (and their inflections) to the
 * country's spelling, keeping the case of every letter the way the source wrote it.
 */
export function formatText(text: string, country: Pick<Country, "spelling">): string {
  const american = country.spelling === "american";
  let result = text;
  for (const { pattern, uk, us } of SPELLINGS) {
    result = result.replace(pattern, (word: string, stem: string, _variant: string, ending: string) => {
      const swapped = `${stem}${american ? us : uk}${ending}`;
      return matchCase(word, swapped);
    });
  }
  return result.replace(CENTRE, (word: string, stem: string, _ending: string, plural: string) => {
    const swapped = `${stem}${american ? "er" : "re"}${plural}`;
    return matchCase(word, swapped);
  });
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
  return `${country.symbol}${wholeNumber.format(Math.round(converted / 1000))}k`;
}
