/**
 * Master pricing calculator maths (docs/product.md §9 "Calculator rules"), pure and exact.
 *
 * Money is never held as floating-point pounds. A base price is converted once to whole pence, and
 * a discounted line is kept in hundredths of a penny: pence × (100 − discount%) × quantity is an
 * integer product, so any sum of lines is exact, and rounding happens only when a figure is shown.
 * Hours are kept the same way, in hundredths of an hour. Every figure therefore matches what a
 * spreadsheet computes from the same inputs, at any quantity this module accepts.
 */
import { groupThousands } from "./digit-grouping";

/** From `minQuantity` units upwards, `percent` comes off the base price. */
export type VolumeDiscount = { readonly minQuantity: number; readonly percent: number };

/** A priced service of the calculator (docs/product.md §3 "Priced service item"). */
export type PricedService = {
  readonly id: string;
  readonly category: string;
  readonly name: string;
  /** Pounds, excluding VAT. */
  readonly basePrice: number;
  readonly timeHours: number;
  readonly description: string;
  readonly volumeDiscounts?: readonly VolumeDiscount[];
};

/** Service id → quantity; a missing id means 0. */
export type Quantities = Readonly<Partial<Record<string, number>>>;

/**
 * The largest quantity one line takes. docs/product.md §5 sets only a minimum; the ceiling keeps every
 * product far inside the range where integers are exact (9,999 × £900 is about 9 × 10^10 hundredths of a
 * penny).
 */
export const MAX_QUANTITY = 9999;

/**
 * docs/product.md §5: the value is parsed as an integer; anything unparseable, empty or negative becomes 0.
 * Parsing follows `parseInt` in base 10 on purpose, so '2.7' → 2, '007' → 7 and '1e3' → 1 (the
 * integer prefix; the field is for whole numbers, and the input shows the parsed value on blur).
 */
export function parseQuantity(raw: unknown): number {
  if (typeof raw === "number") return clampQuantity(Number.isFinite(raw) ? Math.trunc(raw) : 0);
  if (typeof raw !== "string") return 0;
  const match = /^\s*\+?(\d+)/.exec(raw);
  if (!match?.[1]) return 0;
  return clampQuantity(Number.parseInt(match[1], 10));
}

function clampQuantity(value: number): number {
  if (!Number.isSafeInteger(value) || value <= 0) return value > 0 ? MAX_QUANTITY : 0;
  return Math.min(value, MAX_QUANTITY);
}

/** The highest threshold reached applies (docs/product.md §9); none reached, or no tiers at all, means 0. */
export function discountPercent(discounts: readonly VolumeDiscount[] | undefined, quantity: number): number {
  let best: VolumeDiscount | undefined;
  for (const tier of discounts ?? []) {
    if (quantity >= tier.minQuantity && (!best || tier.minQuantity > best.minQuantity)) best = tier;
  }
  return quantity > 0 && best ? best.percent : 0;
}

/** The next tier a larger quantity would unlock, for the "2 more for 10% off" hint. */
export function nextDiscount(
  discounts: readonly VolumeDiscount[] | undefined,
  quantity: number,
): VolumeDiscount | undefined {
  let next: VolumeDiscount | undefined;
  for (const tier of discounts ?? []) {
    if (tier.minQuantity > quantity && (!next || tier.minQuantity < next.minQuantity)) next = tier;
  }
  return next;
}

/** One line of the quote (docs/product.md §3 "Quote state": computed price, time and discount per item). */
export type QuoteLine = {
  readonly service: PricedService;
  readonly quantity: number;
  readonly discountPercent: number;
  /** base × (1 − d/100) × quantity, in hundredths of a penny. */
  readonly priceCentipence: number;
  /** hours × quantity, in hundredths of an hour. */
  readonly timeCentihours: number;
};

/**
 * Whether two lines show the same figures. Every figure follows from the service and its quantity,
 * so this holds across quotes: the quote, and each line object with it, is rebuilt on every change.
 */
export function sameLineFigures(before: QuoteLine, after: QuoteLine): boolean {
  return before.service === after.service && before.quantity === after.quantity;
}

export type Quote = {
  /** Every service, in catalogue order, including those at quantity 0. */
  readonly lines: readonly QuoteLine[];
  readonly totalCentipence: number;
  readonly totalCentihours: number;
};

/** Whole pence in a price authored in pounds (prices are set to the penny at most). */
function toPence(pounds: number): number {
  return Math.round(pounds * 100);
}

export function quoteLine(service: PricedService, quantity: number): QuoteLine {
  const units = parseQuantity(quantity);
  const percent = discountPercent(service.volumeDiscounts, units);
  return {
    service,
    quantity: units,
    discountPercent: percent,
    priceCentipence: toPence(service.basePrice) * (100 - percent) * units,
    timeCentihours: Math.round(service.timeHours * 100) * units,
  };
}

/** Every line and the totals, which are plain sums of the lines (docs/product.md §9). */
export function buildQuote(services: readonly PricedService[], quantities: Quantities): Quote {
  const lines = services.map((service) => quoteLine(service, quantities[service.id] ?? 0));
  return {
    lines,
    totalCentipence: lines.reduce((sum, line) => sum + line.priceCentipence, 0),
    totalCentihours: lines.reduce((sum, line) => sum + line.timeCentihours, 0),
  };
}

/** UK VAT, added to a UK client's quote when the rep asks for it (docs/product.md §9). */
export const VAT_PERCENT = 20;

/** A quote's money as the client pays it, in whole pence. */
export type QuoteTotals = {
  /** The lines' total to the penny: the "Total price" shown everywhere. */
  readonly subtotalPence: number;
  /** VAT on that subtotal, or 0 when VAT is not added. */
  readonly vatPence: number;
  /** Subtotal plus VAT. */
  readonly totalPence: number;
};

/**
 * The subtotal, VAT and total of a quote. VAT is worked out once, on the invoice's total rounded to
 * the penny (halves up), as HMRC allows, not line by line; so the three figures shown always add
 * up: subtotal + VAT = total, to the penny.
 */
export function quoteTotals(totalCentipence: number, withVat: boolean): QuoteTotals {
  const subtotalPence = roundHundredths(
    Number.isFinite(totalCentipence) && totalCentipence > 0 ? totalCentipence : 0,
  );
  const vatPence = withVat ? roundHundredths(subtotalPence * VAT_PERCENT) : 0;
  return { subtotalPence, vatPence, totalPence: subtotalPence + vatPence };
}

/** Rounds a non-negative integer count of hundredths to whole units, halves up. */
function roundHundredths(value: number): number {
  return Math.floor((value + 50) / 100);
}

/** Whole units and a fixed number of decimals, built from integers so no float ever shows. */
function fixed(whole: number, fraction: number, digits: number): string {
  return `${groupThousands(whole)}.${String(fraction).padStart(digits, "0")}`;
}

/** Pounds to 2 decimals with £ and thousands separators: 153000 pence → "£1,530.00". */
export function formatPence(pence: number): string {
  const safe = Number.isFinite(pence) && pence > 0 ? Math.round(pence) : 0;
  return `£${fixed(Math.floor(safe / 100), safe % 100, 2)}`;
}

/** A line or total held in hundredths of a penny, shown to the penny (halves round up). */
export function formatCentipence(centipence: number): string {
  return formatPence(roundHundredths(Number.isFinite(centipence) && centipence > 0 ? centipence : 0));
}

/** A price authored in pounds, shown the calculator's way: 360 → "£360.00". */
export function formatPounds(pounds: number): string {
  return formatPence(toPence(pounds));
}

/** Hours to 1 decimal with h: 1500 hundredths → "15.0h" (halves round up). */
export function formatCentihours(centihours: number): string {
  const safe = Number.isFinite(centihours) && centihours > 0 ? centihours : 0;
  const tenths = Math.floor((safe + 5) / 10);
  return `${fixed(Math.floor(tenths / 10), tenths % 10, 1)}h`;
}

/** Hours authored as a number, shown the calculator's way: 5.5 → "5.5h". */
export function formatHours(hours: number): string {
  return formatCentihours(Math.round(hours * 100));
}

/** "10%": how the applied discount reads on screen and in the CSV. */
export function formatPercent(percent: number): string {
  return `${percent}%`;
}
