import { presetPortfolioFilter } from "@/components/head-scripts/portfolio-preset";
import { PRESET_ATTRIBUTE, PRESET_EMPTY_ATTRIBUTE, PRESET_UNMATCHED_ATTRIBUTE } from "@/lib/portfolio-preset";

const root = document.documentElement;
const config = { categoryIds: ["explainer", "events", "creative"] };

function run(search: string) {
  presetPortfolioFilter(config, { document, location: { search } as Location });
}

describe("presetPortfolioFilter", () => {
  beforeEach(() => {
    root.removeAttribute(PRESET_ATTRIBUTE);
    root.removeAttribute(PRESET_EMPTY_ATTRIBUTE);
    root.removeAttribute(PRESET_UNMATCHED_ATTRIBUTE);
  });

  const marks = () => ({
    preset: root.getAttribute(PRESET_ATTRIBUTE),
    empty: root.hasAttribute(PRESET_EMPTY_ATTRIBUTE),
    unmatched: root.hasAttribute(PRESET_UNMATCHED_ATTRIBUTE),
  });

  it("marks <html> with the categories the address names, in any case, singular or plural", () => {
    run("?filter=Event,%20creatives");
    expect(marks()).toEqual({ preset: "events creative", empty: false, unmatched: false });
  });

  it("keeps only the named categories when the address mixes in unknown words", () => {
    run("?filter=podcasts,explainers");
    expect(marks()).toEqual({ preset: "explainer", empty: false, unmatched: false });
  });

  it("shows all the work with the note, never the empty state, when the address names no category", () => {
    run("?filter=podcasts");
    expect(marks()).toEqual({ preset: null, empty: false, unmatched: true });
  });

  it.each(["", "?filter=", "?filter=all", "?filter=events,all", "?other=events"])(
    "marks nothing when %p means every category",
    (search) => {
      run(search);
      expect(marks()).toEqual({ preset: null, empty: false, unmatched: false });
    },
  );
});
