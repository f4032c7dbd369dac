import { presetPortfolioFilter } from "@/components/head-scripts/portfolio-preset";
import { PRESET_ATTRIBUTE, PRESET_EMPTY_ATTRIBUTE } from "@/lib/portfolio-preset";

const root = document.documentElement;
const config = { categoryIds: ["explainer", "events", "creative"] };

function run(search: string) {
  presetPortfolioFilter(config, { document, location: { search } as Location });
}

describe("presetPortfolioFilter", () => {
  beforeEach(() => {
    root.removeAttribute(PRESET_ATTRIBUTE);
    root.removeAttribute(PRESET_EMPTY_ATTRIBUTE);
  });

  it("marks <html> with the known categories the address asks for", () => {
    run("?filter=Events,%20creative");
    expect(root.getAttribute(PRESET_ATTRIBUTE)).toBe("events creative");
    expect(root.hasAttribute(PRESET_EMPTY_ATTRIBUTE)).toBe(false);
  });

  it("keeps only the known categories when the address mixes in unknown ones", () => {
    run("?filter=podcasts,explainer");
    expect(root.getAttribute(PRESET_ATTRIBUTE)).toBe("explainer");
    expect(root.hasAttribute(PRESET_EMPTY_ATTRIBUTE)).toBe(false);
  });

  it("marks the empty state when the address asks only for unknown categories", () => {
    run("?filter=podcasts");
    expect(root.getAttribute(PRESET_ATTRIBUTE)).toBe("");
    expect(root.hasAttribute(PRESET_EMPTY_ATTRIBUTE)).toBe(true);
  });

  it.each(["", "?filter=", "?filter=all", "?filter=events,all", "?other=events"])(
    "marks nothing when %p means every category",
    (search) => {
      run(search);
      expect(root.hasAttribute(PRESET_ATTRIBUTE)).toBe(false);
      expect(root.hasAttribute(PRESET_EMPTY_ATTRIBUTE)).toBe(false);
    },
  );
});
