import { COUNTRIES } from "@/lib/countries";
import { formatPriceCompact } from "@/lib/format";

const [UK, US] = COUNTRIES;

describe("formatPriceCompact", () => {
  it("shows whole thousands with a k when the country is the UK", () => {
    expect(formatPriceCompact(100_000, UK)).toBe("£100k");
    expect(formatPriceCompact(50_000, UK)).toBe("£50k");
  });

  it("converts at 1.27, then rounds to the nearest 5 thousand when the country is the US", () => {
    // 127,000 and 63,500: figures someone wrote, not sums.
    expect(formatPriceCompact(100_000, US)).toBe("$125k");
    expect(formatPriceCompact(50_000, US)).toBe("$65k");
    // 25,000 × 1.27 = 31,750: nearer 30 thousand than 35.
    expect(formatPriceCompact(25_000, US)).toBe("$30k");
  });

  it("separates thousands of thousands", () => {
    expect(formatPriceCompact(2_500_000, UK)).toBe("£2,500k");
  });
});
