/**
 * @jest-environment node
 */
import { POST_KEYS, VIDEO_KEYS } from "@/content/owner-types";
import { beyondMenu } from "@/content/msp-pricing";
import { mspExampleVideos, mspTabs } from "@/content/msp-solutions";
import { portfolioItems } from "@/content/portfolio";
import { socialItems } from "@/content/social";
import { vendorExampleVideos, vendorTabs } from "@/content/vendor-solutions";
import { sampleVideoThemes } from "@/content/videos";
import { ROUTES } from "@/lib/routes";
import type * as OwnerModule from "@/content/owner";
import type * as OwnerTypesModule from "@/content/owner-types";
import { POST_PLACEMENTS, VIDEO_PLACEMENTS } from "@/lib/owner-placements";

// Every video id and post address is its own field's name, so each card the pages list says
// which owner field it shows.
jest.mock("@/content/owner", () => {
  const { owner } = jest.requireActual<typeof OwnerModule>("@/content/owner");
  const { POST_KEYS, VIDEO_KEYS } = jest.requireActual<typeof OwnerTypesModule>("@/content/owner-types");
  return {
    owner: {
      ...owner,
      videos: Object.fromEntries(VIDEO_KEYS.map((key) => [key, { id: `video:${key}`, uploadDate: "" }])),
      posts: Object.fromEntries(POST_KEYS.map((key) => [key, `post:${key}`])),
    },
  };
});

type ListedCard = { field: string; page: string; card: string };

/**
 * Every card a page lists that shows an owner video or post, as the content modules give them: the
 * field is the card's video id or post address (the test sets each to its owner field's name).
 */
function listedCards(): ListedCard[] {
  const videos = (page: string, items: readonly { videoId: string; title: string }[]) =>
    items.map((item) => ({ field: item.videoId, page, card: item.title }));
  return [
    ...sampleVideoThemes.flatMap((theme) =>
      theme.cards.map((card) => ({
        field: card.kind === "video" ? card.videoId : card.postUrl,
        page: ROUTES.home,
        card: card.title,
      })),
    ),
    ...portfolioItems.map((item) => ({
      field: item.url ?? item.videoId,
      page: ROUTES.portfolio,
      card: item.title,
    })),
    ...videos(ROUTES.mspSolutions, mspExampleVideos.videos),
    ...videos(
      ROUTES.mspSolutions,
      mspTabs.tabs.map((tab) => tab.video),
    ),
    ...videos(ROUTES.vendorSolutions, vendorExampleVideos.videos),
    ...videos(
      ROUTES.vendorSolutions,
      vendorTabs.tabs.map((tab) => tab.video),
    ),
    ...videos(ROUTES.mspPricing, [beyondMenu.video]),
    ...socialItems.map((item) => ({ field: item.url, page: ROUTES.home, card: item.title })),
  ];
}

/** The table's entries as "kind:key page card" lines, sorted, to compare with what the pages list. */
function tableLines(kind: string, table: Record<string, readonly { page: string; card: string }[]>) {
  return Object.entries(table).flatMap(([key, cards]) =>
    cards.map((card) => `${kind}:${key} ${card.page} ${card.card}`),
  );
}

describe("where each owner video and post shows", () => {
  it("is the list the launch check reads, card for card", () => {
    const listed = listedCards()
      .filter((card) => /^(video|post):/.test(card.field))
      .map((card) => `${card.field} ${card.page} ${card.card}`)
      .sort();
    expect(listed).toEqual(
      [...tableLines("video", VIDEO_PLACEMENTS), ...tableLines("post", POST_PLACEMENTS)].sort(),
    );
  });

  it("covers every owner video and post", () => {
    expect(Object.keys(VIDEO_PLACEMENTS).sort()).toEqual([...VIDEO_KEYS].sort());
    expect(Object.keys(POST_PLACEMENTS).sort()).toEqual([...POST_KEYS].sort());
  });
});
