import { fitFigure, rowFigureNeedsFitting } from "@/components/calculator/fit-figure";

describe("calculator figures", () => {
  it("leave a row's everyday figures at full size, with no query container to fit them in", () => {
    expect(rowFigureNeedsFitting("£0.00", 1.25)).toBe(false);
    expect(rowFigureNeedsFitting("£450.00", 1.25)).toBe(false);
    expect(rowFigureNeedsFitting("0.0h", 1)).toBe(false);
    expect(rowFigureNeedsFitting("120.0h", 1)).toBe(false);
  });

  it("fit a row's figure that could outgrow the narrowest cell (about 6rem) to its cell", () => {
    expect(rowFigureNeedsFitting("£1,500.00", 1.25)).toBe(true);
    expect(rowFigureNeedsFitting("£552,000.00", 1.25)).toBe(true);
    expect(rowFigureNeedsFitting("5,250.0h", 1.25)).toBe(true);
    expect(rowFigureNeedsFitting("199,990.0h", 1)).toBe(true);
  });

  it("shrink a fitted figure in proportion to its length, never above its full size", () => {
    expect(fitFigure("£552,000.00", 1.25)).toEqual({
      fontSize: "min(1.25rem, calc(100cqi / 6.93))",
      whiteSpace: "nowrap",
    });
  });
});
