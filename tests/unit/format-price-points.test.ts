import { mspPackages, usPricedItems } from "@/content/msp-pricing";
import { COUNTRIES } from "@/lib/countries";
import { convertedAmount, formatPrice, localPrice } from "@/lib/format";
import { PRICE_POINT_STEPS, isPricePoint, toPricePoint } from "@/lib/price-points";

const [UK, US] = COUNTRIES;

/** The step docs/product.md §9's table gives an amount. */
const stepFor = (amount: number) => PRICE_POINT_STEPS.find(({ below }) => amount < below)!.step;

/**
 * The rule as the table states it, written out by comparison rather than by rounding: of the two
 * points of the amount's step either side of it (a whole number of steps less $5, at least one
 * step), the nearer; the higher when both are as near. Amounts in cents, so every comparison is exact.
 */
function nearestPointInCents(cents: number): number {
  const step = stepFor(cents / 100) * 100;
  const below = Math.max(step, Math.floor((cents + 500) / step) * step) - 500;
  const above = below + step;
  return cents - below < above - cents ? below : above;
}

describe("toPricePoint", () => {
  it("rounds the conversions a visitor saw before to the figures an agency writes", () => {
    expect([1263.65, 3168.65, 4438.65, 946.15, 1898.65, 501.65, 298.45].map(toPricePoint)).toEqual([
      1295, 3195, 4395, 945, 1895, 495, 295,
    ]);
  });

  it("uses a $10 step under $100, $50 to $999, $100 to $9,999 and $500 above, each point $5 under a step", () => {
    expect([12, 47, 99].map(toPricePoint)).toEqual([15, 45, 95]);
    expect([100, 169, 171, 515, 999].map(toPricePoint)).toEqual([95, 145, 195, 495, 995]);
    expect([1000, 1044, 1045, 2450, 9990].map(toPricePoint)).toEqual([995, 995, 1095, 2495, 9995]);
    expect([10_000, 10_250, 12_345, 63_500].map(toPricePoint)).toEqual([9995, 10_495, 12_495, 63_495]);
  });

  it("takes the higher point when an amount is exactly halfway", () => {
    expect(toPricePoint(1245)).toBe(1295);
    expect(toPricePoint(470)).toBe(495);
    expect(toPricePoint(1244.99)).toBe(1195);
  });

  it("gives 0, never NaN, for an amount that is not a positive number, and $5 for the smallest", () => {
    for (const bad of [0, -40, Number.NaN, Number.POSITIVE_INFINITY]) expect(toPricePoint(bad)).toBe(0);
    expect(toPricePoint(0.01)).toBe(5);
  });

  it("is the table's nearest point for every amount from $1 to $25,000 in 5-cent steps, never falling as the amount rises", () => {
    let previous = 0;
    for (let cents = 100; cents <= 2_500_000; cents += 5) {
      const rounded = toPricePoint(cents / 100);
      const expected = nearestPointInCents(cents) / 100;
      // One assertion per amount would be 500,000 of them: the first wrong amount is reported.
      if (rounded !== expected || rounded < previous)
        throw new Error(
          `$${cents / 100} gave $${rounded}; the table gives $${expected} (the amount below gave $${previous})`,
        );
      previous = rounded;
    }
  });

  it("recognises its own points and nothing else", () => {
    expect([45, 295, 945, 1295, 9995, 10_495].every(isPricePoint)).toBe(true);
    expect([50, 300, 1264, 1250, 1245, 10_095].some(isPricePoint)).toBe(false);
  });
});

describe("every price the site shows", () => {
  it.each(usPricedItems.map((item) => [item.what, item.pounds] as const))(
    "%s: £%d exactly in the UK, a price point within half a step (and 5%%) of the conversion in the US",
    (_name, pounds) => {
      expect(localPrice(pounds, UK)).toEqual({ amount: pounds, source: "authored" });
      const converted = convertedAmount(pounds, US);
      const { amount, source } = localPrice(pounds, US);
      expect(source).toBe("price point");
      expect(isPricePoint(amount)).toBe(true);
      expect(String(amount)).toMatch(amount >= 1000 ? /95$/ : /[49]5$/);
      expect(Math.abs(amount - converted)).toBeLessThanOrEqual(stepFor(converted) / 2);
      expect(Math.abs(amount - converted) / converted).toBeLessThan(0.05);
    },
  );

  it("shows the MSP prices in the US as these figures", () => {
    expect(usPricedItems.map((item) => [item.what, formatPrice(item.pounds, US)])).toEqual([
      ["Video Content Audit", "$1,295"],
      ["Essential package", "$1,295"],
      ["Growth package", "$3,195"],
      ["Premium package", "$4,395"],
      ["One-Off Onboarding Fee", "$1,295"],
      ["Extra core content", "$945"],
      ["Extra strategic content", "$1,895"],
      ["Rush delivery", "$495"],
      ["Extra strategy time", "$295"],
      ["Blog posts", "$495"],
    ]);
  });

  it("keeps each package's US price in the order of its pound price", () => {
    const dollars = mspPackages.map((item) => localPrice(item.monthlyPrice, US).amount);
    expect([...dollars].sort((a, b) => a - b)).toEqual(dollars);
  });
});
