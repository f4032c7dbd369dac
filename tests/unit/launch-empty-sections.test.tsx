import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import type * as OwnerModule from "@/content/owner";
import type * as OwnerTypesModule from "@/content/owner-types";
import type * as SocialShowcaseModule from "@/components/carousel/social-showcase";
import type * as SampleVideosModule from "@/components/sections/home/sample-videos";
import type * as SolutionsModule from "@/components/sections/home/solutions";
import type * as SiteFooterModule from "@/components/layout/site-footer";
import type * as VideosSectionModule from "@/components/sections/sales/videos-section";
import type * as SolutionTabsModule from "@/components/sections/sales/solution-tabs";
import type * as BeyondMenuModule from "@/components/sections/msp-pricing/beyond-menu";
import type * as VideoPlayerModule from "@/components/video/video-player";
import type * as VideosJsonLdModule from "@/components/seo/videos-json-ld";
import type * as SocialModule from "@/content/social";
import type * as VideosModule from "@/content/videos";
import type * as PortfolioModule from "@/content/portfolio";
import type * as MspSolutionsModule from "@/content/msp-solutions";
import type * as VendorSolutionsModule from "@/content/vendor-solutions";
import type * as MspPricingModule from "@/content/msp-pricing";
import type * as PortfolioFilterModule from "@/lib/portfolio-filter";

/*
 * A launch leaves out the cards whose video or post the owner has not supplied
 * (lib/unfinished-work.ts). Each section here is rendered as a launch build renders it, from the
 * content modules loaded afresh with an owner's details and the launch flag: a section left with
 * nothing goes whole, heading and controls with it, and nothing links to it.
 */

const { owner: templateOwner } = jest.requireActual<typeof OwnerModule>("@/content/owner");
const { POST_KEYS, VIDEO_KEYS } = jest.requireActual<typeof OwnerTypesModule>("@/content/owner-types");

/** Eleven characters, a different YouTube id for each video key. */
const videoIdFor = (index: number) => `vid${String(index).padStart(8, "0")}`;

const allVideos = Object.fromEntries(
  VIDEO_KEYS.map((key, index) => [key, { id: videoIdFor(index), uploadDate: "2025-03-14" }]),
);
const noVideos = Object.fromEntries(VIDEO_KEYS.map((key) => [key, { id: "", uploadDate: "" }]));
const noPosts = Object.fromEntries(POST_KEYS.map((key) => [key, ""]));

type Supplied = {
  videos: Record<string, { id: string; uploadDate: string }>;
  posts: Record<string, string>;
};

/** The site's modules as a build with these owner details would load them. */
function loadSite(supplied: Supplied, launch: boolean) {
  let site!: ReturnType<typeof requireSite>;
  jest.isolateModules(() => {
    // One React for the test and the components, or their hooks would find no renderer.
    jest.doMock("react", () => React);
    jest.doMock("@/content/owner", () => ({ owner: { ...templateOwner, ...supplied } }));
    process.env.LAUNCH_EXPORT = launch ? "1" : "";
    site = requireSite();
  });
  return site;
}

/** Each load needs its own module registry, so the modules are required, not imported. */
function requireSite() {
  const load = <T,>(path: string) => require(path) as T;
  return {
    SocialShowcase: load<typeof SocialShowcaseModule>("@/components/carousel/social-showcase").SocialShowcase,
    SampleVideos: load<typeof SampleVideosModule>("@/components/sections/home/sample-videos").SampleVideos,
    Solutions: load<typeof SolutionsModule>("@/components/sections/home/solutions").Solutions,
    SiteFooter: load<typeof SiteFooterModule>("@/components/layout/site-footer").SiteFooter,
    VideosSection: load<typeof VideosSectionModule>("@/components/sections/sales/videos-section")
      .VideosSection,
    SolutionTabs: load<typeof SolutionTabsModule>("@/components/sections/sales/solution-tabs").SolutionTabs,
    BeyondMenu: load<typeof BeyondMenuModule>("@/components/sections/msp-pricing/beyond-menu").BeyondMenu,
    VideoPlayerProvider: load<typeof VideoPlayerModule>("@/components/video/video-player")
      .VideoPlayerProvider,
    VideosJsonLd: load<typeof VideosJsonLdModule>("@/components/seo/videos-json-ld").VideosJsonLd,
    social: load<typeof SocialModule>("@/content/social"),
    videos: load<typeof VideosModule>("@/content/videos"),
    portfolio: load<typeof PortfolioModule>("@/content/portfolio"),
    msp: load<typeof MspSolutionsModule>("@/content/msp-solutions"),
    vendor: load<typeof VendorSolutionsModule>("@/content/vendor-solutions"),
    mspPricing: load<typeof MspPricingModule>("@/content/msp-pricing"),
    filter: load<typeof PortfolioFilterModule>("@/lib/portfolio-filter"),
  };
}

// The carousel measures itself; jsdom has no layout to observe.
beforeAll(() => {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  delete process.env.LAUNCH_EXPORT;
});

describe("a launch whose owner has supplied the videos but no post addresses", () => {
  it("leaves out the home page's carousel, heading and arrows with it", () => {
    const site = loadSite({ videos: allVideos, posts: noPosts }, true);
    const { container } = render(<site.SocialShowcase />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("heading", { name: site.social.socialCopy.heading })).toBeNull();
    expect(screen.queryByRole("button", { name: site.social.socialCopy.nextLabel })).toBeNull();
  });

  it("keeps the home page's sample videos without their post cards", () => {
    const site = loadSite({ videos: allVideos, posts: noPosts }, true);
    render(
      <site.VideoPlayerProvider>
        <site.SampleVideos />
      </site.VideoPlayerProvider>,
    );
    expect(screen.getByRole("heading", { name: site.videos.sampleVideosCopy.heading })).toBeVisible();
    const cards = site.videos.sampleVideoThemes.flatMap((theme) => theme.cards);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.kind === "video")).toBe(true);
    expect(screen.queryByText("Multi-channel ad campaign")).toBeNull();
  });

  it("lists no portfolio post that would have no link, and keeps the text posts", () => {
    const site = loadSite({ videos: allVideos, posts: noPosts }, true);
    const items: readonly PortfolioModule.PortfolioItem[] = site.portfolio.portfolioItems;
    const posts = items.filter((item) => item.type);
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((item) => item.url === undefined)).toBe(true);
  });
});

describe("a launch whose owner has supplied no video and no post", () => {
  const nothing = { videos: noVideos, posts: noPosts };

  it("leaves out the home page's sample videos, and the footer's 'Our Work' goes to the portfolio", () => {
    const site = loadSite(nothing, true);
    expect(site.videos.sampleVideoThemes).toEqual([]);
    const { container } = render(<site.SampleVideos />);
    expect(container).toBeEmptyDOMElement();

    render(<site.SiteFooter />);
    expect(screen.getByRole("link", { name: "Our Work" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/portfolio\/?$/),
    );
  });

  it("leaves out the solutions pages' example grids and the live examples in their tabs", () => {
    const site = loadSite(nothing, true);
    for (const examples of [site.msp.mspExampleVideos, site.vendor.vendorExampleVideos]) {
      const { container, unmount } = render(<site.VideosSection id="examples" {...examples} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
    const tabs = site.msp.mspTabs;
    render(<site.SolutionTabs label={tabs.label} tabs={tabs.tabs} defaultId={tabs.tabs[0]!.id} />);
    expect(screen.getAllByRole("tabpanel", { hidden: true }).length).toBe(tabs.tabs.length);
    expect(screen.queryByText(site.msp.mspTabs.tabs[0]!.video.title)).toBeNull();
    expect(document.querySelector("[data-live-example]")).toBeNull();
  });

  it("keeps /msp-pricing's creative section without its film", () => {
    const site = loadSite(nothing, true);
    render(<site.BeyondMenu {...site.mspPricing.beyondMenu} />);
    expect(screen.getByRole("heading", { name: site.mspPricing.beyondMenu.heading })).toBeVisible();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("offers only the portfolio categories with work, and links the home page's cards to those alone", () => {
    const site = loadSite(nothing, true);
    const { PORTFOLIO_CATEGORY_IDS, portfolioItems } = site.portfolio;
    const withWork = site.filter.categoriesWithWork(PORTFOLIO_CATEGORY_IDS, portfolioItems);
    // Only the text posts, which have no address to give, are left.
    expect(portfolioItems.length).toBeGreaterThan(0);
    expect(withWork).toEqual(["social"]);

    render(<site.Solutions />);
    const hrefs = screen
      .getAllByRole("link")
      .map((link) => new URL(link.getAttribute("href")!, "https://site.test").searchParams.get("filter"));
    expect(hrefs.length).toBe(3);
    for (const filter of hrefs) {
      for (const id of filter?.split(",") ?? []) expect(withWork).toContain(id);
    }
  });

  it("describes no video to search engines", () => {
    const site = loadSite(nothing, true);
    const { container } = render(<site.VideosJsonLd path="/" videos={site.msp.mspExampleVideos.videos} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("a preview of the same owner's details", () => {
  it("shows every section, with its unfinished cards, so the owner sees what is missing", () => {
    const site = loadSite({ videos: noVideos, posts: noPosts }, false);
    render(<site.SocialShowcase />);
    expect(screen.getByRole("heading", { name: site.social.socialCopy.heading })).toBeVisible();
    render(
      <site.VideoPlayerProvider>
        <site.SampleVideos />
      </site.VideoPlayerProvider>,
    );
    expect(screen.getByRole("heading", { name: site.videos.sampleVideosCopy.heading })).toBeVisible();
    const { container } = render(
      <site.VideoPlayerProvider>
        <site.VideosSection id="examples" {...site.msp.mspExampleVideos} />
      </site.VideoPlayerProvider>,
    );
    expect(within(container).getAllByRole("article")).toHaveLength(site.msp.mspExampleVideos.videos.length);
    expect(
      site.filter.categoriesWithWork(site.portfolio.PORTFOLIO_CATEGORY_IDS, site.portfolio.portfolioItems),
    ).toEqual(site.portfolio.PORTFOLIO_CATEGORY_IDS);
  });
});
