import {
  ALL_FILTER,
  categoriesWithWork,
  countByCategory,
  filterItems,
  matchesFilter,
  parseFilterParam,
  portfolioFilterHref,
  portfolioItemAction,
  presetFromParam,
} from "@/lib/portfolio-filter";

const items = [
  { id: "a", categories: ["explainer"] },
  { id: "b", categories: ["creative", "social"] },
  { id: "c", categories: ["events"] },
  { id: "d", categories: ["explainer", "screencast"] },
] as const;

describe("parseFilterParam", () => {
  it("returns all when the parameter is missing, empty or 'all'", () => {
    expect(parseFilterParam(null)).toEqual(ALL_FILTER);
    expect(parseFilterParam(undefined)).toEqual([]);
    expect(parseFilterParam("")).toEqual([]);
    expect(parseFilterParam(" , ,")).toEqual([]);
    expect(parseFilterParam("all")).toEqual([]);
    expect(parseFilterParam("events,ALL")).toEqual([]);
  });

  it("splits a comma-separated list, trimming, lower-casing and dropping duplicates", () => {
    expect(parseFilterParam("explainer,creative")).toEqual(["explainer", "creative"]);
    expect(parseFilterParam(" Explainer , CREATIVE,explainer,")).toEqual(["explainer", "creative"]);
  });

  it("keeps every word, whether or not it names a category (presetFromParam reads them against the categories)", () => {
    expect(parseFilterParam("podcasts")).toEqual(["podcasts"]);
  });
});

describe("presetFromParam", () => {
  const offered = ["explainer", "creative", "events", "interviews", "testimonial", "social"];

  it.each([
    ["testimonials", ["testimonial"]],
    ["Events", ["events"]],
    ["event", ["events"]],
    ["INTERVIEW", ["interviews"]],
    ["Explainers, creative", ["explainer", "creative"]],
    ["socials,SOCIAL,social", ["social"]],
  ])("reads %p, singular or plural in any case, as the categories %p", (raw, filter) => {
    expect(presetFromParam(raw, offered)).toEqual({ filter, unmatched: false });
  });

  it("leaves out the words that name no category, keeping those that do", () => {
    expect(presetFromParam("podcasts,testimonials", offered)).toEqual({
      filter: ["testimonial"],
      unmatched: false,
    });
  });

  it("shows all the work, marked unmatched, for a link that names no category the gallery offers", () => {
    expect(presetFromParam("nonsense", offered)).toEqual({ filter: [], unmatched: true });
    // A category with no work left in a launch is not offered: its link is unmatched too.
    expect(presetFromParam("screencasts", offered)).toEqual({ filter: [], unmatched: true });
  });

  it.each([null, "", " , ", "all", "Events,ALL"])("means all, and nothing unmatched, for %p", (raw) => {
    expect(presetFromParam(raw, offered)).toEqual({ filter: [], unmatched: false });
  });
});

describe("matchesFilter and filterItems", () => {
  it("matches every item when the filter is all", () => {
    expect(filterItems(items, ALL_FILTER).map((item) => item.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("matches items in any of the listed categories when the filter holds several", () => {
    expect(filterItems(items, ["explainer", "creative"]).map((item) => item.id)).toEqual(["a", "b", "d"]);
  });

  it("matches an item by any one of its categories", () => {
    expect(matchesFilter(items[1], ["social"])).toBe(true);
    expect(matchesFilter(items[1], ["events"])).toBe(false);
  });

  it("returns nothing when the filter names only unknown categories", () => {
    expect(filterItems(items, parseFilterParam("podcasts"))).toEqual([]);
  });
});

describe("countByCategory", () => {
  it("counts all items and every category, including items with several categories and empty ones", () => {
    expect(
      countByCategory(items, ["explainer", "screencast", "creative", "events", "social", "testimonial"]),
    ).toEqual({ all: 4, explainer: 2, screencast: 1, creative: 1, events: 1, social: 1, testimonial: 0 });
  });
});

describe("categoriesWithWork", () => {
  it("keeps, in their order, only the categories some item carries", () => {
    expect(categoriesWithWork(["testimonial", "social", "explainer", "interviews"], items)).toEqual([
      "social",
      "explainer",
    ]);
  });

  it("keeps none when no work is left", () => {
    expect(categoriesWithWork(["explainer", "social"], [])).toEqual([]);
  });
});

describe("portfolioFilterHref", () => {
  it("builds the portfolio address with a comma-separated filter", () => {
    expect(portfolioFilterHref(["interviews"])).toBe("/portfolio/?filter=interviews");
    expect(portfolioFilterHref(["explainer", "creative"])).toBe("/portfolio/?filter=explainer,creative");
    expect(portfolioFilterHref([])).toBe("/portfolio/");
  });
});

describe("portfolioItemAction", () => {
  it("plays items with a YouTube id", () => {
    expect(portfolioItemAction({ videoId: "u8jzPde0Igx" })).toBe("video");
  });

  it("shows the image of a post with a thumbnail", () => {
    expect(portfolioItemAction({ videoId: "linkedin", type: "linkedin", thumbnail: "/a.svg" })).toBe("image");
    expect(portfolioItemAction({ videoId: "twitter", type: "twitter", thumbnail: "/a.svg" })).toBe("image");
  });

  it("does nothing for a post with neither a thumbnail nor a video", () => {
    expect(portfolioItemAction({ videoId: "twitter", type: "twitter" })).toBe("none");
    expect(portfolioItemAction({ videoId: "linkedin", type: "linkedin" })).toBe("none");
  });

  it("shows a video whose id is not supplied yet (or is not an id) as coming soon, never as playable", () => {
    expect(portfolioItemAction({ videoId: "" })).toBe("coming-soon");
    expect(portfolioItemAction({ videoId: "https://youtu.be/u8jzPde0Igx" })).toBe("coming-soon");
  });
});
