import { owner } from "@/content/owner";
import { isYouTubeId } from "@/lib/youtube";
import { isFinishedVideo, shownItems } from "@/lib/unfinished-work";
import { filmItem, type VideoItem } from "./films";

export type { VideoItem };

/** A card that opens a social post in a new tab instead of playing a video. */
export type SocialPostCard = {
  id: string;
  title: string;
  description: string;
  postUrl: string;
  thumbnail: string;
  thumbnailAlt: string;
  /** The label on the card's badge, e.g. the network it opens on. */
  network: string;
};

type SampleCard = ({ kind: "video" } & VideoItem) | ({ kind: "post" } & SocialPostCard);

type SampleTheme = {
  id: string;
  eyebrow: string;
  title: string;
  summary: string;
  cards: SampleCard[];
};

/** Home's sample videos, grouped under the four themes docs/product.md §2 names, as written. */
const allSampleVideoThemes = [
  {
    id: "events",
    eyebrow: "Events into lead generation",
    title: "One event. Twelve months of pipeline.",
    summary:
      "The stand, the flights and the swag cost a fortune. We make sure the conversations you had there keep selling for 12+ months of content.",
    cards: [
      { kind: "video", ...filmItem("partnerSummitHighlights", "summit-highlights") },
      { kind: "video", ...filmItem("eventToPipeline", "event-to-pipeline") },
      { kind: "video", ...filmItem("securityRoundtableLive", "security-roundtable") },
    ],
  },
  {
    id: "results",
    eyebrow: "Proving results",
    title: "Let your customers make the case.",
    summary:
      "A prospect believes a peer in 90 seconds faster than a brochure in ten pages. Customer stories put real numbers in real voices.",
    cards: [
      { kind: "video", ...filmItem("northbridgeTestimonial", "northbridge") },
      { kind: "video", ...filmItem("lawFirmTestimonial", "law-firm") },
      { kind: "video", ...filmItem("manufacturerTestimonial", "manufacturer") },
    ],
  },
  {
    id: "creative",
    eyebrow: "Shareable creative",
    title: "Content people actually forward.",
    summary:
      "Humour and colour travel further than feature lists. Creative videos get your brand shared by people who would never click an ad.",
    cards: [
      { kind: "video", ...filmItem("helpdeskFilmParody", "helpdesk-parody") },
      { kind: "video", ...filmItem("patchTuesdayMusical", "patch-tuesday") },
      {
        kind: "post",
        id: "multi-channel-ads",
        title: "Multi-channel ad campaign",
        description:
          "One shoot, cut into square, vertical and widescreen ads for LinkedIn, YouTube and email. See the campaign post.",
        postUrl: owner.posts.multiChannelAds,
        thumbnail: "/artwork/multi-channel-ads.svg",
        thumbnailAlt: "Three ad formats, square, vertical and widescreen, cut from one video shoot",
        network: "LinkedIn",
      },
    ],
  },
  {
    id: "clarity",
    eyebrow: "Confusion into conversions",
    title: "Explain it once. Sell it every day.",
    summary:
      "If a buyer can't explain your service to their board, they won't buy it. Presenter explainers turn jargon into a yes.",
    cards: [
      { kind: "video", ...filmItem("coManagedExplainer", "co-managed") },
      { kind: "video", ...filmItem("continuityExplainer", "continuity") },
      { kind: "video", ...filmItem("onboardingExplainer", "onboarding") },
    ],
  },
] as const satisfies readonly SampleTheme[];

type SampleThemeData = (typeof allSampleVideoThemes)[number];

/** A video card is finished with its id, a post card with its address. */
function isFinishedCard(card: SampleThemeData["cards"][number]): boolean {
  return card.kind === "video" ? isFinishedVideo(card) : card.postUrl.trim() !== "";
}

/**
 * The themes as the page shows them: in a launch, without the cards the owner has not supplied
 * yet, and without a theme left with no card at all (lib/unfinished-work.ts).
 */
export const sampleVideoThemes = allSampleVideoThemes
  .map((theme) => ({
    ...theme,
    cards: shownItems<SampleThemeData["cards"][number]>(theme.cards, isFinishedCard),
  }))
  .filter((theme) => theme.cards.length > 0);

/** True once the owner has supplied at least one of the home page's video ids. */
const homeHasPlayableVideo = sampleVideoThemes.some((theme) =>
  theme.cards.some((card) => card.kind === "video" && isYouTubeId(card.videoId)),
);

export const sampleVideosCopy = {
  eyebrow: "Sample videos",
  heading: "See what human content does",
  // No invitation to press play while every card still says "Coming soon".
  lead: homeHasPlayableVideo
    ? "Every video below started as a conversation. Press play on any card; the player only loads when you ask it to."
    : "Every video below started as a conversation.",
  viewAllLabel: "See all our work",
  /** Beside the way to the portfolio: how much more there is. */
  allWorkLine: (count: number) =>
    `${count} films and posts, from 90-second explainers to live event coverage.`,
  /** On a card that opens a social post instead of the player. */
  postBadge: (network: string) => `${network} post`,
  postLinkNote: (network: string) => `(opens the ${network} post in a new tab)`,
  viewPostCue: "View post ↗",
} as const;
