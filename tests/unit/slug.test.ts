import { slugify } from "@/lib/slug";

describe("slugify", () => {
  it("lower-cases and joins words with single hyphens", () => {
    expect(slugify("Presenter Explainer Videos - Standard")).toBe("presenter-explainer-videos-standard");
  });

  it("drops leading and trailing separators and symbols", () => {
    expect(slugify("  MSP Testimonial Videos! ")).toBe("msp-testimonial-videos");
    expect(slugify("Add-ons (Presenter)")).toBe("add-ons-presenter");
  });
});
