import { COUNTRIES } from "@/lib/countries";
import { convertedAmount, formatPrice, formatText, localPrice, lowestPrice } from "@/lib/format";

const [UK, US] = COUNTRIES;

describe("formatPrice", () => {
  it("prefixes the pound sign and keeps the authored pounds for the UK", () => {
    expect(formatPrice(995, UK)).toBe("£995");
    expect(formatPrice(2495, UK)).toBe("£2,495");
    expect(formatPrice(1950, UK)).toBe("£1,950");
  });

  it("converts at 1.27 and rounds to a price point for the US", () => {
    // 995 × 1.27 = 1,263.65 → $1,295; 745 × 1.27 = 946.15 → $945 (tests/unit/format-price-points.test.ts has the rule).
    expect(formatPrice(995, US)).toBe("$1,295");
    expect(formatPrice(745, US)).toBe("$945");
  });

  it("shows the owner's own US figure when it is a whole number of dollars above 0", () => {
    expect(formatPrice({ pounds: 995, usd: 1250 }, US)).toBe("$1,250");
    expect(formatPrice({ pounds: 995, usd: 1250 }, UK)).toBe("£995");
    for (const unusable of [null, undefined, 0, -100, 1249.5, Number.NaN])
      expect(formatPrice({ pounds: 995, usd: unusable }, US)).toBe("$1,295");
  });

  it("says where each shown price comes from", () => {
    expect(localPrice(995, UK)).toEqual({ amount: 995, source: "authored" });
    expect(localPrice(995, US)).toEqual({ amount: 1295, source: "price point" });
    expect(localPrice({ pounds: 995, usd: 1250 }, US)).toEqual({ amount: 1250, source: "owner" });
  });

  it("separates thousands and millions, and shows 0 rather than NaN for a bad amount", () => {
    expect(formatPrice(1_234_567, UK)).toBe("£1,234,567");
    expect(formatPrice(0, US)).toBe("$0");
    expect(formatPrice(Number.NaN, UK)).toBe("£0");
    expect(formatPrice(Number.NaN, US)).toBe("$0");
  });
});

describe("convertedAmount", () => {
  it("converts in whole hundredths, so an exact half stays exact", () => {
    // 1,950 × 1.27 = 2,476.5 exactly; naive floating-point maths gives 2,476.4999…
    expect(convertedAmount(1950, US)).toBe(2476.5);
    expect(convertedAmount(995, US)).toBe(1263.65);
    expect(convertedAmount(995, UK)).toBe(995);
  });
});

describe("lowestPrice", () => {
  it("takes each currency's lowest shown figure, so a 'from' price matches the cheapest item in both", () => {
    expect(lowestPrice([{ pounds: 2495 }, { pounds: 995 }, { pounds: 3495 }])).toEqual({
      pounds: 995,
      usd: 1295,
    });
    // An owner's own US price can make another item the cheapest in dollars.
    expect(
      lowestPrice([
        { pounds: 995, usd: 1400 },
        { pounds: 1000, usd: 1350 },
      ]),
    ).toEqual({
      pounds: 995,
      usd: 1350,
    });
    expect(lowestPrice([])).toEqual({ pounds: 0 });
  });
});

describe("formatText", () => {
  it("swaps British spellings for American ones in the US, keeping case", () => {
    expect(formatText("Organise", US)).toBe("Organize");
    expect(formatText("COLOUR", US)).toBe("COLOR");
    expect(formatText("centre", US)).toBe("center");
  });

  it("handles inflections and leaves unrelated words alone", () => {
    expect(formatText("organised organisations, colourful centres", US)).toBe(
      "organized organizations, colorful centers",
    );
    expect(formatText("an organism in the concentrate", US)).toBe("an organism in the concentrate");
  });

  it("uses British forms in the UK, even for American source text", () => {
    expect(formatText("Organize the color center", UK)).toBe("Organise the colour centre");
    expect(formatText("organise the colour centre", UK)).toBe("organise the colour centre");
  });
});
