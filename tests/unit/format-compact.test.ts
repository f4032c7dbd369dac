import { formatPoundsCompact } from "@/lib/format";

describe("formatPoundsCompact", () => {
  it("shows a headline figure in whole thousands of pounds with a k", () => {
    expect(formatPoundsCompact(100_000)).toBe("£100k");
    expect(formatPoundsCompact(50_000)).toBe("£50k");
  });

  it("rounds to the nearest thousand and separates thousands of thousands", () => {
    expect(formatPoundsCompact(49_600)).toBe("£50k");
    expect(formatPoundsCompact(2_500_000)).toBe("£2,500k");
  });
});
