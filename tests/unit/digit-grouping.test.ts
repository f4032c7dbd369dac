import { groupThousands } from "@/lib/digit-grouping";

describe("groupThousands", () => {
  it("separates thousands with commas as en-GB and en-US do", () => {
    for (const value of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890]) {
      expect(groupThousands(value)).toBe(new Intl.NumberFormat("en-GB").format(value));
    }
  });

  it("rounds to a whole number, halves away from zero", () => {
    expect(groupThousands(2476.5)).toBe("2,477");
    expect(groupThousands(1999.4)).toBe("1,999");
    expect(groupThousands(-1234.5)).toBe("-1,235");
    expect(groupThousands(-0.4)).toBe("0");
  });

  it("gives 0 for a value that is not a finite number", () => {
    expect(groupThousands(Number.NaN)).toBe("0");
    expect(groupThousands(Number.POSITIVE_INFINITY)).toBe("0");
  });
});
