import { owner } from "@/content/owner";
import { isFinishedPost, isFinishedVideo, shownItems } from "@/lib/unfinished-work";
import { FILM_WORDS } from "./film-words";
import { filmItem } from "./films";
import type { VideoKey } from "./owner-types";
import type { PortfolioCategory } from "./portfolio-categories";

export {
  PORTFOLIO_CATEGORIES,
  PORTFOLIO_CATEGORY_IDS,
  categoryLabel,
  type PortfolioCategory,
} from "./portfolio-categories";

/** docs/product.md §3, "Portfolio item". `videoId` is a YouTube id, or the marker of the network a post lives on. */
export type PortfolioItem = {
  id: string;
  title: string;
  description: string;
  categories: readonly PortfolioCategory[];
  videoId: string;
  /** For a film, its name in the owner's `videos` (and content/films.ts): its page and its still. */
  film?: VideoKey;
  /** Local artwork shown on the card and, for posts, in the full-screen viewer. */
  thumbnail?: string;
  thumbnailAlt?: string;
  /** The opening words of a text-only post, shown on its card in place of an image. */
  excerpt?: string;
  /** Where "View Original" leads for posts. */
  url?: string;
  type?: "linkedin" | "twitter";
};

/** A film in the gallery: its words and categories are the film's own (content/film-words.ts). */
function filmWork(key: VideoKey, id: string): PortfolioItem {
  return { ...filmItem(key, id), categories: FILM_WORDS[key].categories };
}

/**
 * The studio's work: the films by name (content/film-words.ts words them) and the posts, whose
 * titles and descriptions are here; the video ids and post addresses come from the owner
 * (content/owner.ts).
 */
const allPortfolioItems = [
  // Explainers and screencasts
  filmWork("coManagedExplainer", "co-managed-it"),
  filmWork("onboardingExplainer", "first-30-days"),
  filmWork("continuityExplainer", "backup-vs-continuity"),
  filmWork("mfaScreencast", "mfa-setup"),
  filmWork("portalScreencast", "client-portal"),
  filmWork("cyberInsuranceExplainer", "cyber-insurance"),
  // Creative
  filmWork("helpdeskFilmParody", "helpdesk-parody"),
  filmWork("patchTuesdayMusical", "patch-tuesday"),
  filmWork("passwordParody", "password-parody"),
  filmWork("officeMoveComedy", "office-move"),
  filmWork("engineersChristmas", "engineers-christmas"),
  filmWork("phishingShortClip", "phishing-short"),
  // Events
  filmWork("partnerSummitHighlights", "partner-summit"),
  filmWork("securityRoundtableLive", "security-roundtable"),
  filmWork("distributorRoadshow", "distributor-roadshow"),
  {
    id: "partner-day-photos",
    title: "Vendor partner day: Photo story",
    description: "The day in pictures, posted while the room was still full.",
    categories: ["events"],
    videoId: "linkedin",
    type: "linkedin",
    thumbnail: "/artwork/event-partner-day.svg",
    thumbnailAlt: "Illustrated stage at a vendor partner day with a presenter and a seated audience",
    url: owner.posts.partnerDayPhotos,
  },
  {
    id: "expo-booth",
    title: "IT expo: Booth interviews",
    description: "Fourteen quick-fire interviews at the stand, each one a ready-made social clip.",
    categories: ["events"],
    videoId: "linkedin",
    type: "linkedin",
    thumbnail: "/artwork/event-expo-booth.svg",
    thumbnailAlt: "Illustrated exhibition stand with a camera set up for visitor interviews",
    url: owner.posts.expoBooth,
  },
  {
    id: "awards-night",
    title: "Partner awards night",
    description: "Winners' reactions captured on the night and posted by breakfast.",
    categories: ["events"],
    videoId: "linkedin",
    type: "linkedin",
    thumbnail: "/artwork/event-awards-night.svg",
    thumbnailAlt: "Illustrated awards night with a trophy under a spotlight",
    url: owner.posts.awardsNight,
  },
  // Testimonials and interviews
  filmWork("northbridgeTestimonial", "northbridge"),
  filmWork("lawFirmTestimonial", "law-firm"),
  filmWork("manufacturerTestimonial", "manufacturer"),
  filmWork("futureOfMspInterview", "future-of-msp"),
  filmWork("securityPracticePartnerStory", "security-practice"),
  filmWork("ceoGrowthInterview", "ceo-growth"),
  // Social
  {
    id: "outgrown-it",
    title: "5 signs you've outgrown your IT provider",
    description: "A document carousel cut from a thought leadership interview.",
    categories: ["social"],
    videoId: "linkedin",
    type: "linkedin",
    thumbnail: "/artwork/social-outgrown-it.svg",
    thumbnailAlt: "Carousel cover reading 5 signs you've outgrown your IT provider",
    url: owner.posts.outgrownItCarousel,
  },
  {
    id: "credibility-quote",
    title: "Trust is won before the first call",
    description: "A quote card from a partner story that outperformed the vendor's press release.",
    categories: ["social"],
    videoId: "linkedin",
    type: "linkedin",
    thumbnail: "/artwork/social-credibility-quote.svg",
    thumbnailAlt: "Quote card: buyers decide whether to trust you before they ever speak to you",
    url: owner.posts.credibilityQuote,
  },
  {
    id: "downtime-thread",
    title: "The real cost of an hour of downtime",
    description: "Interview figures turned into a short thread that finance directors shared.",
    categories: ["social"],
    videoId: "twitter",
    type: "twitter",
    thumbnail: "/artwork/social-downtime.svg",
    thumbnailAlt: "Data tile showing the cost of one hour of downtime rising on a chart",
    url: owner.posts.downtimeThread,
  },
  {
    id: "testimonial-cutdown",
    title: "“They answered before I'd finished typing”",
    description: "A 40-second captioned testimonial cut for sound-off viewing in the feed.",
    categories: ["social", "testimonial"],
    videoId: "linkedin",
    type: "linkedin",
    thumbnail: "/artwork/social-testimonial.svg",
    thumbnailAlt: "Captioned video still of a customer quote about fast support",
    url: owner.posts.testimonialCutdown,
  },
  {
    // A text-only post: nothing to play or enlarge, so the card is deliberately not interactive.
    id: "event-countdown",
    title: "Event countdown: One week to go",
    description: "A text post building anticipation for a partner summit, written from the event brief.",
    excerpt: "Seven days. 400 partners. One room. Bring the story you've been meaning to tell.",
    categories: ["social"],
    videoId: "twitter",
    type: "twitter",
  },
] as const satisfies readonly PortfolioItem[];

/** A post is finished with its address (a text post has none to give), a video with its id. */
function isFinishedItem(item: PortfolioItem): boolean {
  return item.type ? isFinishedPost(item) : isFinishedVideo(item);
}

/**
 * The work the gallery shows, counts and describes to search engines: in a launch, only what the
 * owner has supplied (lib/unfinished-work.ts); in a preview, all of it.
 */
export const portfolioItems: readonly PortfolioItem[] = shownItems<PortfolioItem>(
  allPortfolioItems,
  isFinishedItem,
);

export const portfolioCopy = {
  filterLabel: "Filter by category",
  allLabel: "All",
  emptyText: "No videos found for the selected category.",
  showAllLabel: "Show all work",
  unmatchedNote: "We don't have a category by that name, so here's all our work.",
  playLabel: "Play",
  viewImageLabel: "View image",
  viewOriginalLabel: "View Original",
  closeViewerLabel: "Close image",
  textPostLabel: "Text post",
  categoriesLabel: "Categories",
  galleryLabel: "Portfolio",
  networkNames: { linkedin: "LinkedIn", twitter: "X" },
} as const;
