import { getCountry } from "./countries";
import { convertedAmount, formatAmount, isUsableSetPrice, localPrice } from "./format";

/*
 * The launch check's list of US prices (`npm run check:launch`): every price a US visitor will see,
 * and whether the owner set it (content/owner.ts, usPrices) or the site rounded the conversion to a
 * price point (docs/product.md §9). A figure the site cannot show as it is (0, negative, not whole)
 * is a warning; the rounded price shows in its place.
 */

/** A priced item as the report names it (`what`), the key its US price is set under and its pounds. */
export type PricedItem = { key: string; what: string; pounds: number; per?: "month" | "hour" };

/** One line of the report: what shows in the US for an item, and where the figure comes from. */
export type UsPriceLine = {
  field: string;
  what: string;
  pounds: number;
  amount: number;
  setByOwner: boolean;
  /** Where the owner's figure was set on another item at the same pounds, that item's field. */
  setUnder?: string;
  per?: "month" | "hour";
};

const OWNER_FILE = "content/owner.ts";

const PER = { month: "a month", hour: "an hour" } as const;
const FIELD = "usPrices";

/**
 * The owner's dollar figure for each pound amount: one £ price has one $ price everywhere
 * (docs/product.md §9), so a figure set on one item (the Essential package's $1,250) is the US
 * price of every item at the same pounds (the £995 audit and onboarding fee too). Where items at
 * one amount were given different figures, the first in page order holds, and the launch check
 * refuses the launch (`usPriceConflicts`).
 */
export function ownerUsdByPounds(
  items: readonly Pick<PricedItem, "key" | "pounds">[],
  usPrices: Readonly<Record<string, unknown>> | undefined,
): Map<number, number> {
  const byPounds = new Map<number, number>();
  for (const item of items) {
    const own = usPrices?.[item.key];
    if (isUsableSetPrice(own) && !byPounds.has(item.pounds)) byPounds.set(item.pounds, own);
  }
  return byPounds;
}

/** Every item's US price for an owner's `usPrices` (missing or unusable figures mean the rule). */
export function usPriceReport(
  items: readonly PricedItem[],
  usPrices: Readonly<Record<string, unknown>> | undefined,
): UsPriceLine[] {
  const us = getCountry("US");
  const ownUsd = ownerUsdByPounds(items, usPrices);
  return items.map((item) => {
    const { amount, source } = localPrice({ pounds: item.pounds, usd: ownUsd.get(item.pounds) ?? null }, us);
    return {
      field: `${FIELD}.${item.key}`,
      what: item.what,
      pounds: item.pounds,
      amount,
      setByOwner: source === "owner",
      ...(source === "owner" &&
        !isUsableSetPrice(usPrices?.[item.key]) && {
          setUnder: `${FIELD}.${items.find((other) => other.pounds === item.pounds && usPrices?.[other.key] === amount)?.key}`,
        }),
      ...(item.per && { per: item.per }),
    };
  });
}

/**
 * A line as the check prints it, after its field: `Essential package: $1,250 a month, set by you`
 * or `Growth package: $3,195 a month, rounded from £2,495 × 1.27 = $3,168.65`.
 */
export function describeUsPrice(line: UsPriceLine): string {
  const us = getCountry("US");
  const shown = `${formatAmount(line.amount, us)}${line.per ? ` ${PER[line.per]}` : ""}`;
  if (line.setUnder)
    return `${line.what}: ${shown}, set by you in ${line.setUnder} (the same ${formatAmount(line.pounds, getCountry("UK"))})`;
  if (line.setByOwner) return `${line.what}: ${shown}, set by you`;
  const pounds = formatAmount(line.pounds, getCountry("UK"));
  const cents = Math.round(convertedAmount(line.pounds, us) * 100);
  const converted = `${formatAmount(Math.floor(cents / 100), us)}.${String(cents % 100).padStart(2, "0")}`;
  return `${line.what}: ${shown}, rounded from ${pounds} × ${us.conversionRate} = ${converted}`;
}

/**
 * Items at one pound amount that the owner gave different dollar figures, as launch check problems:
 * a visitor would otherwise meet £995 as two dollar prices. Only the first figure shows until they
 * agree.
 */
export function usPriceConflicts(
  items: readonly PricedItem[],
  usPrices: Readonly<Record<string, unknown>> | undefined,
): { file: string; field: string; what: string; blocking: true }[] {
  const ownUsd = ownerUsdByPounds(items, usPrices);
  const uk = getCountry("UK");
  const us = getCountry("US");
  return items.flatMap((item) => {
    const own = usPrices?.[item.key];
    const shown = ownUsd.get(item.pounds);
    if (!isUsableSetPrice(own) || shown === undefined || own === shown) return [];
    const first = items.find((other) => other.pounds === item.pounds && usPrices?.[other.key] === shown);
    return [
      {
        file: OWNER_FILE,
        field: `${FIELD}.${item.key}`,
        what: `${formatAmount(own, us)} differs from ${formatAmount(shown, us)} for ${first?.what ?? "another item"}, also ${formatAmount(item.pounds, uk)}: one pound price shows as one dollar price, so write the same figure in both (or null in one)`,
        blocking: true as const,
      },
    ];
  });
}

/**
 * The owner's US prices the site cannot show as written (0, negative, a fraction), as launch check
 * warnings: US visitors see the rounded price instead, which the check's list of US prices gives.
 */
export function usPriceWarnings(
  usPrices: Readonly<Record<string, unknown>> | undefined,
): { file: string; field: string; what: string; blocking: false }[] {
  return Object.entries(usPrices ?? {}).flatMap(([key, value]) =>
    value === null || value === undefined || isUsableSetPrice(value)
      ? []
      : [
          {
            file: OWNER_FILE,
            field: `${FIELD}.${key}`,
            what: `${String(value)} is not a whole number of dollars above 0: US visitors see the rounded price instead`,
            blocking: false as const,
          },
        ],
  );
}

/**
 * The pricing chooser's "from" figure as the check prints it: the lowest monthly price among the
 * lines, which is what /pricing/ shows (content/pricing.ts); undefined when nothing is monthly.
 */
export function describeUsFrom(lines: readonly UsPriceLine[]): string | undefined {
  const monthly = lines.filter((line) => line.per === "month");
  if (monthly.length === 0) return undefined;
  const lowest = monthly.reduce((low, line) => (line.amount < low.amount ? line : low));
  return `MSP packages “from” on /pricing/: ${formatAmount(lowest.amount, getCountry("US"))} ${PER.month}, the lowest (${lowest.what})`;
}
