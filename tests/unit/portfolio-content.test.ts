// With a launched owner's details, so the ids and addresses are real-looking (content/owner.ts
// ships with them empty, which the cards show as "coming soon" and without links), and the two
// videos that fixture leaves for later supplied too, so every item is there to check.
jest.mock("@/content/owner", () => {
  const { owner } = jest.requireActual<typeof LaunchedFixture>("../fixtures/owner-launched");
  return {
    owner: {
      ...owner,
      videos: {
        ...owner.videos,
        manufacturerTestimonial: { id: "zJr4i0B3JrT", uploadDate: "2025-04-01" },
        mspExample4: { id: "WzUOT7ugaOk", uploadDate: "2025-04-02" },
      },
    },
  };
});

import { PORTFOLIO_CATEGORY_IDS, portfolioItems } from "@/content/portfolio";
import { countByCategory, portfolioItemAction } from "@/lib/portfolio-filter";
import { isYouTubeId } from "@/lib/youtube";
import type * as LaunchedFixture from "../fixtures/owner-launched";

const inGroup = (...categories: string[]) =>
  portfolioItems.filter((item) => item.categories.some((category) => categories.includes(category)));

describe("portfolio content", () => {
  it("holds 29 items with unique ids", () => {
    expect(portfolioItems).toHaveLength(29);
    expect(new Set(portfolioItems.map((item) => item.id)).size).toBe(29);
  });

  it("groups items as docs/product.md §3 describes by each item's first category", () => {
    const byFirst = (...categories: string[]) =>
      portfolioItems.filter((item) => categories.includes(item.categories[0] ?? "")).length;
    expect(byFirst("explainer", "screencast")).toBe(6);
    expect(byFirst("creative")).toBe(6);
    expect(byFirst("events")).toBe(6);
    expect(byFirst("testimonial", "interviews")).toBe(6);
    expect(byFirst("social")).toBe(5);
  });

  it("gives every category at least one item, so no filter button is empty", () => {
    const counts = countByCategory(portfolioItems, PORTFOLIO_CATEGORY_IDS);
    for (const id of PORTFOLIO_CATEGORY_IDS) expect(counts[id]).toBeGreaterThan(0);
    expect(inGroup("explainer", "creative").length).toBeGreaterThan(counts.explainer);
  });

  it("uses a YouTube id or a network marker matching the post type for every item", () => {
    for (const item of portfolioItems) {
      if ("type" in item) expect(item.videoId).toBe(item.type);
      else expect(isYouTubeId(item.videoId)).toBe(true);
    }
  });

  it("links every post that opens in the image viewer to its original", () => {
    const images = portfolioItems.filter((item) => portfolioItemAction(item) === "image");
    expect(images.length).toBeGreaterThan(0);
    for (const item of images) expect("url" in item && item.url).toMatch(/^https:\/\//);
  });

  it("includes a text-only post that does nothing on click", () => {
    expect(portfolioItems.filter((item) => portfolioItemAction(item) === "none")).toHaveLength(1);
  });
});
