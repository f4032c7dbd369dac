import { getCountry, type Country } from "./countries";
import { groupThousands } from "./digit-grouping";
import { toPricePoint } from "./price-points";
import { spell } from "./spelling";

/**
 * A price the site shows: authored in pounds, with the owner's own figure in dollars when they set
 * one (content/owner.ts, `usPrices`). Without it the US sees the pounds converted and rounded to a
 * price point (lib/price-points.ts).
 */
export type SetPrice = { pounds: number; usd?: number | null };

/** Where a shown price comes from: the pounds as authored, the owner's own figure, or the rule. */
export type PriceSource = "authored" | "owner" | "price point";

type PricingCountry = Pick<Country, "currency" | "conversionRate" | "prices">;

/** An owner's figure the site can show as it is: a whole, positive amount. */
export function isUsableSetPrice(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0;
}

/** The conversion before any rounding, in hundredths exactly (995 × 1.27 = 1,263.65). */
export function convertedAmount(basePounds: number, country: Pick<Country, "conversionRate">): number {
  if (!Number.isFinite(basePounds)) return 0;
  // Scaled to hundredths first, so 1,950 × 1.27 is 2,476.5 exactly, not 2,476.4999….
  return Math.round(basePounds * Math.round(country.conversionRate * 100)) / 100;
}

/**
 * The amount a visitor in `country` sees for `price`, and where it comes from: the pounds as
 * authored in the UK (rounded to whole pounds, as docs/product.md §9 formats them); in the US the
 * owner's figure when it is usable, otherwise the conversion at the country's rate rounded to a
 * price point (995 → 1,263.65 → 1,295).
 */
export function localPrice(
  price: number | SetPrice,
  country: PricingCountry,
): { amount: number; source: PriceSource } {
  const { pounds, usd } = typeof price === "number" ? { pounds: price, usd: undefined } : price;
  if (country.prices === "authored")
    return { amount: Math.round(convertedAmount(pounds, country)), source: "authored" };
  const own = country.currency === "USD" ? usd : undefined;
  if (isUsableSetPrice(own)) return { amount: own, source: "owner" };
  return { amount: toPricePoint(convertedAmount(pounds, country)), source: "price point" };
}

/**
 * A price in the visitor's currency: symbol first, thousands separated (995 → "£995" in the UK,
 * "$1,295" in the US, or the owner's own US figure).
 */
export function formatPrice(
  price: number | SetPrice,
  country: PricingCountry & Pick<Country, "symbol">,
): string {
  return formatAmount(localPrice(price, country).amount, country);
}

/** An amount already in the country's currency, written as the site writes prices ("$1,295"). */
export function formatAmount(amount: number, country: Pick<Country, "symbol">): string {
  return `${country.symbol}${groupThousands(amount)}`;
}

/**
 * The lowest of several prices, in every currency at once: each currency's lowest shown figure, so
 * a "from" price always equals the cheapest item a visitor of that country can see (the pricing
 * chooser's MSP packages). With nothing to choose from it is 0.
 */
export function lowestPrice(prices: readonly SetPrice[]): SetPrice {
  if (prices.length === 0) return { pounds: 0 };
  const us = getCountry("US");
  return {
    pounds: Math.min(...prices.map((price) => price.pounds)),
    usd: Math.min(...prices.map((price) => localPrice(price, us).amount)),
  };
}

/**
 * Copy in the country's spelling: British for the UK, American for the US (lib/spelling.ts has
 * every word pair), keeping the case of each word.
 */
export function formatText(text: string, country: Pick<Country, "spelling">): string {
  return spell(text, country.spelling);
}

/**
 * A large pound amount in whole thousands for a headline figure (a statistic, not a price):
 * 100,000 → "£100k". A statistic keeps its source's currency in every country, since a converted
 * "$125k" would be a figure nobody measured (docs/product.md §9).
 */
export function formatPoundsCompact(basePounds: number): string {
  return `${getCountry("UK").symbol}${groupThousands(Math.round(basePounds / 1000))}k`;
}
