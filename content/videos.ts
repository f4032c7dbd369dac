import { owner } from "@/content/owner";
import { isYouTubeId } from "@/lib/youtube";
import { isFinishedVideo, shownItems } from "@/lib/unfinished-work";

/** A video the player can open (docs/product.md §3, "Video item"). */
export type VideoItem = {
  id: string;
  videoId: string;
  title: string;
  description: string;
  /** A local poster to show instead of the platform's thumbnail. */
  thumbnail?: string;
  /** ISO date the video was published; search engines want it for video results (owner supplies). */
  uploadDate?: string;
};

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

const ids = owner.videos;

/** Home's sample videos, grouped under the four themes docs/product.md §2 names, as written. */
const allSampleVideoThemes = [
  {
    id: "events",
    eyebrow: "Events into lead generation",
    title: "One Event. Twelve Months of Pipeline.",
    summary:
      "The stand, the flights and the swag cost a fortune. We make sure the conversations you had there keep selling for 12+ months of content.",
    cards: [
      {
        kind: "video",
        id: "summit-highlights",
        videoId: ids.partnerSummitHighlights,
        title: "Channel Partner Summit: 90-Second Highlights",
        description: "Two days, 400 partners and one film that sold out next year's early-bird places.",
      },
      {
        kind: "video",
        id: "event-to-pipeline",
        videoId: ids.eventToPipeline,
        title: "From Booth Chat to Booked Meeting",
        description: "Six customer conversations recorded on the show floor, cut into a nurture sequence.",
      },
      {
        kind: "video",
        id: "security-roundtable",
        videoId: ids.securityRoundtableLive,
        title: "Live: MSP Security Roundtable",
        description: "A multi-camera live stream that became 15+ clips, posts and a partner newsletter.",
      },
    ],
  },
  {
    id: "results",
    eyebrow: "Proving results",
    title: "Let Your Customers Make the Case.",
    summary:
      "A prospect believes a peer in 90 seconds faster than a brochure in ten pages. Customer stories put real numbers in real voices.",
    cards: [
      {
        kind: "video",
        id: "northbridge",
        videoId: ids.northbridgeTestimonial,
        title: "Northbridge IT: Onboarding Time Cut in Half",
        description: "An operations director explains, in her own words, what changed after the switch.",
      },
      {
        kind: "video",
        id: "law-firm",
        videoId: ids.lawFirmTestimonial,
        title: "A Law Firm's Road to Zero Downtime",
        description: "The managing partner on the outage that started the search and the MSP that ended it.",
      },
      {
        kind: "video",
        id: "manufacturer",
        videoId: ids.manufacturerTestimonial,
        title: "Why a Manufacturer Switched MSPs",
        description: "A 20-minute remote interview, cut into a 2-minute story and eight social clips.",
      },
    ],
  },
  {
    id: "creative",
    eyebrow: "Shareable creative",
    title: "Content People Actually Forward.",
    summary:
      "Humour and colour travel further than feature lists. Creative videos get your brand shared by people who would never click an ad.",
    cards: [
      {
        kind: "video",
        id: "helpdesk-parody",
        videoId: ids.helpdeskFilmParody,
        title: "Mission: Impossible Helpdesk",
        description: "A film parody starring a real service desk team, and their most heroic password reset.",
      },
      {
        kind: "video",
        id: "patch-tuesday",
        videoId: ids.patchTuesdayMusical,
        title: "Patch Tuesday: The Musical",
        description: "Three engineers, one ukulele and the catchiest reminder to update you'll ever hear.",
      },
      {
        kind: "post",
        id: "multi-channel-ads",
        title: "Multi-Channel Ad Campaign",
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
    title: "Explain It Once. Sell It Every Day.",
    summary:
      "If a buyer can't explain your service to their board, they won't buy it. Presenter explainers turn jargon into a yes.",
    cards: [
      {
        kind: "video",
        id: "co-managed",
        videoId: ids.coManagedExplainer,
        title: "Co-Managed IT, Explained in 90 Seconds",
        description: "A presenter-led explainer that now opens every discovery call for this MSP.",
      },
      {
        kind: "video",
        id: "continuity",
        videoId: ids.continuityExplainer,
        title: "Backup Is Not Business Continuity",
        description: "The difference, drawn on a whiteboard, in terms a finance director will remember.",
      },
      {
        kind: "video",
        id: "onboarding",
        videoId: ids.onboardingExplainer,
        title: "What Happens in Your First 30 Days",
        description: "An onboarding walkthrough that took the worry out of switching providers.",
      },
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
  heading: "See What Human Content Does",
  // No invitation to press play while every card still says "Coming soon".
  lead: homeHasPlayableVideo
    ? "Every video below started as a conversation. Press play on any card; the player only loads when you ask it to."
    : "Every video below started as a conversation.",
  viewAllLabel: "Browse the full portfolio",
  /** On a card that opens a social post instead of the player. */
  postBadge: (network: string) => `${network} post`,
  postLinkNote: (network: string) => `(opens the ${network} post in a new tab)`,
  viewPostCue: "View the post ↗",
} as const;
