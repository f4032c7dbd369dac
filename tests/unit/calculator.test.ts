import { calculatorCategories, calculatorServices } from "@/content/calculator";
import {
  MAX_QUANTITY,
  buildQuote,
  discountPercent,
  formatCentihours,
  formatCentipence,
  formatHours,
  formatPence,
  formatPounds,
  nextDiscount,
  parseQuantity,
  sameLineFigures,
  quoteLine,
  quoteTotals,
  VAT_PERCENT,
  type PricedService,
} from "@/lib/calculator";

function service(id: string): PricedService {
  const found = calculatorServices.find((item) => item.id === id);
  if (!found) throw new Error(`no service ${id}`);
  return found;
}

describe("calculator catalogue", () => {
  it("holds every service of docs/product.md §3 with its exact price and hours", () => {
    const table = calculatorServices.map((item) => [
      item.id,
      item.category,
      item.name,
      item.basePrice,
      item.timeHours,
    ]);
    expect(table).toEqual([
      ["std-90s", "Presenter Explainer Videos - Standard", "90 Second Video", 360, 3],
      ["std-3min", "Presenter Explainer Videos - Standard", "3 Minute Video", 480, 4],
      ["std-5min", "Presenter Explainer Videos - Standard", "5 Minute Video", 600, 5],
      ["prem-90s", "Presenter Explainer Videos - Premium", "90 Second Video", 660, 5.5],
      ["prem-3min", "Presenter Explainer Videos - Premium", "3 Minute Video", 780, 6.5],
      ["prem-5min", "Presenter Explainer Videos - Premium", "5 Minute Video", 900, 7.5],
      ["greenscreen", "Presenter Video Add-ons", "Green Screen Setup", 150, 1],
      ["broll", "Presenter Video Add-ons", "Custom B-roll Integration", 150, 1],
      ["second-camera", "Presenter Video Add-ons", "Second Camera Angle", 200, 1.5],
      ["script-dev", "Presenter Video Add-ons", "Professional Script Development", 225, 1.5],
      ["script-consult", "Presenter Video Add-ons", "Script Consultation Meeting", 150, 1],
      ["branded-clothing", "Presenter Video Add-ons", "Branded Clothing (Polo)", 75, 0.5],
      ["extra-revisions", "Presenter Video Add-ons", "Additional Revisions", 75, 0.5],
      ["rush-delivery", "Presenter Video Add-ons", "Rush Delivery", 250, 0],
      ["testimonial-std", "MSP Testimonial Videos", "Standard (Client-Managed)", 360, 3],
      ["testimonial-prem", "MSP Testimonial Videos", "Premium (Full-Service)", 600, 4.5],
      ["pdf-case-study", "Testimonial Add-ons", "Professional PDF Case Study", 200, 1.5],
      ["additional-social", "Testimonial Add-ons", "Additional Social Formats", 150, 1],
      ["testimonial-rush", "Testimonial Add-ons", "Rush Delivery (50% faster)", 250, 0],
      ["testimonial-extra-revisions", "Testimonial Add-ons", "Extra Revisions", 150, 1],
    ]);
  });

  it("gives presenter videos 3+/10% and 5+/15%, testimonials also 10+/20%, add-ons none", () => {
    const tiers = Object.fromEntries(
      calculatorServices.map((item) => [
        item.id,
        "volumeDiscounts" in item ? item.volumeDiscounts : undefined,
      ]),
    );
    const presenter = [
      { minQuantity: 3, percent: 10 },
      { minQuantity: 5, percent: 15 },
    ];
    for (const id of ["std-90s", "std-3min", "std-5min", "prem-90s", "prem-3min", "prem-5min"]) {
      expect(tiers[id]).toEqual(presenter);
    }
    for (const id of ["testimonial-std", "testimonial-prem"]) {
      expect(tiers[id]).toEqual([...presenter, { minQuantity: 10, percent: 20 }]);
    }
    const withTiers = Object.entries(tiers)
      .filter(([, value]) => value !== undefined)
      .map(([id]) => id);
    expect(withTiers).toHaveLength(8);
  });

  it("gives every service a unique id, a known category and a real description", () => {
    const ids = calculatorServices.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    const categories = calculatorCategories.map((category) => category.name);
    for (const item of calculatorServices) {
      expect(categories).toContain(item.category);
      expect(item.description.length).toBeGreaterThan(40);
    }
  });
});

describe("discountPercent", () => {
  const presenter = service("std-90s").volumeDiscounts;
  const testimonial = service("testimonial-std").volumeDiscounts;

  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 10],
    [4, 10],
    [5, 15],
    [9, 15],
    [10, 15],
    [50, 15],
  ])("gives a presenter video %i units a %i%% discount", (quantity, expected) => {
    expect(discountPercent(presenter, quantity)).toBe(expected);
  });

  it.each([
    [0, 0],
    [2, 0],
    [3, 10],
    [4, 10],
    [5, 15],
    [9, 15],
    [10, 20],
    [11, 20],
  ])("gives a testimonial video %i units a %i%% discount", (quantity, expected) => {
    expect(discountPercent(testimonial, quantity)).toBe(expected);
  });

  it("applies the highest threshold reached even when tiers are listed out of order", () => {
    const shuffled = [
      { minQuantity: 10, percent: 20 },
      { minQuantity: 3, percent: 10 },
      { minQuantity: 5, percent: 15 },
    ];
    expect(discountPercent(shuffled, 7)).toBe(15);
    expect(discountPercent(shuffled, 12)).toBe(20);
  });

  it("gives 0 when a service has no volume discounts", () => {
    expect(discountPercent(undefined, 10)).toBe(0);
    expect(discountPercent(service("broll").volumeDiscounts, 10)).toBe(0);
  });
});

describe("nextDiscount", () => {
  it("names the next tier above the quantity, or none past the top", () => {
    const tiers = service("testimonial-prem").volumeDiscounts;
    expect(nextDiscount(tiers, 1)).toEqual({ minQuantity: 3, percent: 10 });
    expect(nextDiscount(tiers, 4)).toEqual({ minQuantity: 5, percent: 15 });
    expect(nextDiscount(tiers, 9)).toEqual({ minQuantity: 10, percent: 20 });
    expect(nextDiscount(tiers, 10)).toBeUndefined();
    expect(nextDiscount(undefined, 1)).toBeUndefined();
  });
});

describe("parseQuantity", () => {
  it.each([
    ["", 0],
    ["abc", 0],
    ["-3", 0],
    ["2.7", 2],
    ["007", 7],
    ["1e3", 1],
    ["  4 ", 4],
    ["+6", 6],
    ["12abc", 12],
    ["-0", 0],
    [".5", 0],
  ])("parses %p as %i", (raw, expected) => {
    expect(parseQuantity(raw)).toBe(expected);
  });

  it("treats non-string, non-finite and negative values as 0", () => {
    expect(parseQuantity(undefined)).toBe(0);
    expect(parseQuantity(null)).toBe(0);
    expect(parseQuantity(Number.NaN)).toBe(0);
    expect(parseQuantity(Number.POSITIVE_INFINITY)).toBe(0);
    expect(parseQuantity(-4)).toBe(0);
    expect(parseQuantity(3.9)).toBe(3);
  });

  it("caps huge quantities at the ceiling instead of losing precision", () => {
    expect(parseQuantity(String(MAX_QUANTITY))).toBe(9999);
    expect(parseQuantity("10000")).toBe(9999);
    expect(parseQuantity("99999999999999999999999")).toBe(9999);
  });
});

describe("quoteLine", () => {
  it("gives price 0, time 0 and discount 0 when the quantity is 0", () => {
    expect(quoteLine(service("std-90s"), 0)).toMatchObject({
      quantity: 0,
      discountPercent: 0,
      priceCentipence: 0,
      timeCentihours: 0,
    });
  });

  it("multiplies base × (1 − d/100) × quantity and hours × quantity", () => {
    // 5 × £360 at 15% off = £1,530.00; 5 × 3h = 15.0h.
    const line = quoteLine(service("std-90s"), 5);
    expect(formatCentipence(line.priceCentipence)).toBe("£1,530.00");
    expect(formatCentihours(line.timeCentihours)).toBe("15.0h");
    expect(line.discountPercent).toBe(15);
  });

  it.each([
    ["prem-90s", 2, "£1,320.00", "11.0h"],
    ["prem-90s", 3, "£1,782.00", "16.5h"],
    ["prem-3min", 4, "£2,808.00", "26.0h"],
    ["prem-5min", 9, "£6,885.00", "67.5h"],
    ["testimonial-prem", 10, "£4,800.00", "45.0h"],
    ["testimonial-std", 3, "£972.00", "9.0h"],
    ["branded-clothing", 3, "£225.00", "1.5h"],
    ["rush-delivery", 2, "£500.00", "0.0h"],
  ])("prices %s × %i at %s and %s", (id, quantity, price, time) => {
    const line = quoteLine(service(id), quantity);
    expect(formatCentipence(line.priceCentipence)).toBe(price);
    expect(formatCentihours(line.timeCentihours)).toBe(time);
  });
});

describe("sameLineFigures", () => {
  it("matches a line rebuilt with the same service and quantity, and nothing else", () => {
    const before = buildQuote(calculatorServices, { "std-90s": 3 }).lines[0]!;
    const rebuilt = buildQuote(calculatorServices, { "std-90s": 3, "prem-3min": 1 }).lines[0]!;
    expect(rebuilt).not.toBe(before);
    expect(sameLineFigures(before, rebuilt)).toBe(true);
    const changed = buildQuote(calculatorServices, { "std-90s": 4 }).lines[0]!;
    expect(sameLineFigures(before, changed)).toBe(false);
    const other = buildQuote(calculatorServices, { "std-90s": 3 }).lines[1]!;
    expect(sameLineFigures(before, other)).toBe(false);
  });
});

describe("buildQuote", () => {
  it("sums lines into totals and ignores unknown ids", () => {
    const quote = buildQuote(calculatorServices, { "std-90s": 5, broll: 1, "testimonial-prem": 10, nope: 4 });
    expect(formatCentipence(quote.totalCentipence)).toBe("£6,480.00");
    expect(formatCentihours(quote.totalCentihours)).toBe("61.0h");
    expect(quote.lines).toHaveLength(calculatorServices.length);
    expect(quote.lines.filter((line) => line.quantity > 0)).toHaveLength(3);
  });

  it("stays exact to the penny where floating-point pounds drift", () => {
    // In floats, 0.1 + 0.2 !== 0.3; prices with pence at odd discounts must still sum exactly.
    const odd: PricedService[] = [
      { id: "a", category: "x", name: "A", basePrice: 0.1, timeHours: 0.1, description: "" },
      { id: "b", category: "x", name: "B", basePrice: 0.2, timeHours: 0.2, description: "" },
      {
        id: "c",
        category: "x",
        name: "C",
        basePrice: 19.99,
        timeHours: 0,
        description: "",
        volumeDiscounts: [{ minQuantity: 3, percent: 15 }],
      },
    ];
    const quote = buildQuote(odd, { a: 1, b: 1 });
    expect(quote.totalCentipence).toBe(3000);
    expect(formatCentipence(quote.totalCentipence)).toBe("£0.30");
    expect(formatCentihours(quote.totalCentihours)).toBe("0.3h");
    // 3 × £19.99 × 0.85 = £50.9745, shown as £50.97.
    expect(formatCentipence(buildQuote(odd, { c: 3 }).totalCentipence)).toBe("£50.97");
  });

  it("adds every line at the largest quantity without losing a penny", () => {
    const all = Object.fromEntries(calculatorServices.map((item) => [item.id, MAX_QUANTITY]));
    const quote = buildQuote(calculatorServices, all);
    // One of each at the top discount, by hand: standard 1,440 × 0.85 = 1,224; premium
    // 2,340 × 0.85 = 1,989; presenter add-ons 1,275; testimonials 960 × 0.8 = 768; testimonial
    // add-ons 750. £6,006 × 9,999 = £60,053,994.
    expect(formatCentipence(quote.totalCentipence)).toBe("£60,053,994.00");
    // Hours: 12 + 19.5 + 7 + 7.5 + 3.5 = 49.5h; × 9,999 = 494,950.5h.
    expect(formatCentihours(quote.totalCentihours)).toBe("494,950.5h");
  });
});

describe("formatting", () => {
  it("shows money to 2 decimals with £ and thousands separators", () => {
    expect(formatPence(153000)).toBe("£1,530.00");
    expect(formatPence(5)).toBe("£0.05");
    expect(formatPence(0)).toBe("£0.00");
    expect(formatPence(123456789)).toBe("£1,234,567.89");
    expect(formatPounds(360)).toBe("£360.00");
  });

  it("rounds hundredths of a penny to the nearest penny, halves up", () => {
    expect(formatCentipence(149)).toBe("£0.01");
    expect(formatCentipence(150)).toBe("£0.02");
    expect(formatCentipence(249)).toBe("£0.02");
    expect(formatCentipence(250)).toBe("£0.03");
  });

  it("shows time to 1 decimal with h, halves up", () => {
    expect(formatHours(15)).toBe("15.0h");
    expect(formatHours(5.5)).toBe("5.5h");
    expect(formatHours(0)).toBe("0.0h");
    expect(formatCentihours(1234)).toBe("12.3h");
    expect(formatCentihours(1235)).toBe("12.4h");
    expect(formatCentihours(123456)).toBe("1,234.6h");
  });

  it("never shows NaN or a negative figure", () => {
    expect(formatPence(Number.NaN)).toBe("£0.00");
    expect(formatCentipence(-500)).toBe("£0.00");
    expect(formatCentihours(Number.NaN)).toBe("0.0h");
  });
});

describe("quoteTotals", () => {
  it("adds nothing without VAT: subtotal and total are the lines' total to the penny", () => {
    // 1 × £360 at 0% = 3,600,000 hundredths of a penny.
    expect(quoteTotals(3_600_000, false)).toEqual({ subtotalPence: 36_000, vatPence: 0, totalPence: 36_000 });
  });

  it("adds VAT at 20% of the subtotal shown, so subtotal + VAT = total to the penny", () => {
    expect(VAT_PERCENT).toBe(20);
    // £6,480.00 → VAT £1,296.00 → £7,776.00.
    expect(quoteTotals(64_800_000, true)).toEqual({
      subtotalPence: 648_000,
      vatPence: 129_600,
      totalPence: 777_600,
    });
    // £549.99 → VAT £109.998 rounds up to £110.00; £0.02 → £0.004 rounds down to £0.00; £0.03 → £0.006 up to £0.01.
    expect(quoteTotals(5_499_900, true)).toEqual({
      subtotalPence: 54_999,
      vatPence: 11_000,
      totalPence: 65_999,
    });
    expect(quoteTotals(200, true).vatPence).toBe(0);
    expect(quoteTotals(300, true).vatPence).toBe(1);
    // Lines of 12.5p show as 13p (halves up), and VAT on 13p is 2.6p, so 3p.
    expect(quoteTotals(1_250, true)).toEqual({ subtotalPence: 13, vatPence: 3, totalPence: 16 });
  });

  it("rounds the lines' hundredths of a penny first, the way the total price is shown", () => {
    // 3 × £13.33 × 0.9 = £35.991 → £35.99 shown; VAT on £35.99 is £7.198 → £7.20.
    const line = quoteLine(
      {
        id: "x",
        category: "C",
        name: "X",
        basePrice: 13.33,
        timeHours: 1,
        volumeDiscounts: [{ minQuantity: 3, percent: 10 }],
        description: "",
      },
      3,
    );
    expect(formatCentipence(line.priceCentipence)).toBe("£35.99");
    expect(quoteTotals(line.priceCentipence, true)).toEqual({
      subtotalPence: 3_599,
      vatPence: 720,
      totalPence: 4_319,
    });
  });

  it("stays exact at the largest quote the calculator takes", () => {
    const biggest = buildQuote(
      calculatorServices,
      Object.fromEntries(calculatorServices.map((service) => [service.id, MAX_QUANTITY])),
    );
    const totals = quoteTotals(biggest.totalCentipence, true);
    expect(Number.isSafeInteger(totals.totalPence)).toBe(true);
    expect(totals.subtotalPence + totals.vatPence).toBe(totals.totalPence);
    expect(totals.vatPence * 5).toBeGreaterThanOrEqual(totals.subtotalPence - 2);
    expect(totals.vatPence * 5).toBeLessThanOrEqual(totals.subtotalPence + 2);
  });

  it("treats a missing or negative total as 0", () => {
    expect(quoteTotals(Number.NaN, true)).toEqual({ subtotalPence: 0, vatPence: 0, totalPence: 0 });
    expect(quoteTotals(-500, true)).toEqual({ subtotalPence: 0, vatPence: 0, totalPence: 0 });
  });
});
