import { COUNTRIES } from "@/lib/countries";
import { formatPriceCompact } from "@/lib/format";

const [UK, US] = COUNTRIES;

describe("formatPriceCompact", () => {
  it("shows whole thousands with a k when the country is the UK", () => {
    expect(formatPriceCompact(100_000, UK)).toBe("£100k");
    expect(formatPriceCompact(50_000, UK)).toBe("£50k");
  });

  it("converts at 1.27 before shortening when the country is the US", () => {
    expect(formatPriceCompact(100_000, US)).toBe("$127k");
    // 50,000 × 1.27 = 63,500: an exact half thousand rounds up.
    expect(formatPriceCompact(50_000, US)).toBe("$64k");
  });

  it("separates thousands of thousands", () => {
    expect(formatPriceCompact(2_500_000, UK)).toBe("£2,500k");
  });
});
