import { spacedDashes } from "@/lib/typography";

describe("spacedDashes", () => {
  it("sets a hyphen with a space either side as an en dash", () => {
    expect(spacedDashes("Presenter Explainer Videos - Standard")).toBe(
      "Presenter Explainer Videos – Standard",
    );
    expect(spacedDashes("A - B - C")).toBe("A – B – C");
  });

  it("leaves hyphenated words, ranges and unspaced hyphens alone", () => {
    expect(spacedDashes("Add-ons for a 15-Minute call, 6-12 months")).toBe(
      "Add-ons for a 15-Minute call, 6-12 months",
    );
    expect(spacedDashes("Presenter Video Add-ons")).toBe("Presenter Video Add-ons");
  });
});
