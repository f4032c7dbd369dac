import { owner } from "@/content/owner";
import { isFinishedPost, isFinishedVideo, shownItems } from "@/lib/unfinished-work";

const ids = owner.videos;

/** The portfolio's categories, in filter-button order. The category union is derived from this list. */
export const PORTFOLIO_CATEGORIES = [
  { id: "explainer", label: "Explainers" },
  { id: "screencast", label: "Screencasts" },
  { id: "creative", label: "Creative" },
  { id: "events", label: "Events" },
  { id: "interviews", label: "Interviews" },
  { id: "testimonial", label: "Testimonials" },
  { id: "social", label: "Social" },
] as const;

export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number]["id"];

export const PORTFOLIO_CATEGORY_IDS: readonly PortfolioCategory[] = PORTFOLIO_CATEGORIES.map(
  (category) => category.id,
);

/** docs/product.md §3, "Portfolio item". `videoId` is a YouTube id, or the marker of the network a post lives on. */
export type PortfolioItem = {
  id: string;
  title: string;
  description: string;
  categories: readonly PortfolioCategory[];
  videoId: string;
  /** Local artwork shown on the card and, for posts, in the full-screen viewer. */
  thumbnail?: string;
  thumbnailAlt?: string;
  /** The opening words of a text-only post, shown on its card in place of an image. */
  excerpt?: string;
  /** Where "View Original" leads for posts. */
  url?: string;
  type?: "linkedin" | "twitter";
};

/**
 * The studio's work: titles and descriptions describe each piece; the video ids and post
 * addresses come from the owner (content/owner.ts).
 */
const allPortfolioItems = [
  // Explainers and screencasts
  {
    id: "co-managed-it",
    title: "Co-Managed IT, Explained in 90 Seconds",
    description: "A presenter-led explainer that now opens every discovery call for a Midlands MSP.",
    categories: ["explainer"],
    videoId: ids.coManagedExplainer,
  },
  {
    id: "first-30-days",
    title: "What Happens in Your First 30 Days",
    description: "An onboarding walkthrough that takes the worry out of switching providers.",
    categories: ["explainer"],
    videoId: ids.onboardingExplainer,
  },
  {
    id: "backup-vs-continuity",
    title: "Backup Is Not Business Continuity",
    description: "A whiteboard explainer written for finance directors, not engineers.",
    categories: ["explainer"],
    videoId: ids.continuityExplainer,
  },
  {
    id: "mfa-setup",
    title: "Turning On MFA in Microsoft 365",
    description: "A captioned screencast clients follow step by step, cutting related tickets by a third.",
    categories: ["screencast"],
    videoId: ids.mfaScreencast,
  },
  {
    id: "client-portal",
    title: "Inside the Client Portal: Raising a Ticket",
    description: "A two-minute screencast that made the new portal the default route to support.",
    categories: ["screencast", "explainer"],
    videoId: ids.portalScreencast,
  },
  {
    id: "cyber-insurance",
    title: "Why Your Cyber Insurer Wants an MSP",
    description: "The questions insurers now ask, answered by an MSP's head of security in 90 seconds.",
    categories: ["explainer"],
    videoId: ids.cyberInsuranceExplainer,
  },
  // Creative
  {
    id: "helpdesk-parody",
    title: "Mission: Impossible Helpdesk",
    description: "A film parody starring a real service desk team and their most heroic password reset.",
    categories: ["creative"],
    videoId: ids.helpdeskFilmParody,
  },
  {
    id: "patch-tuesday",
    title: "Patch Tuesday: The Musical",
    description: "Three engineers, one ukulele and the catchiest reminder to update you'll ever hear.",
    categories: ["creative"],
    videoId: ids.patchTuesdayMusical,
  },
  {
    id: "password-parody",
    title: "Password123: A Love Story",
    description: "A two-minute romantic comedy about the password everyone swears they don't use.",
    categories: ["creative"],
    videoId: ids.passwordParody,
  },
  {
    id: "office-move",
    title: "The Office Move That Nearly Wasn't",
    description: "A mockumentary of a 60-seat office move, told by the engineers who pulled it off.",
    categories: ["creative"],
    videoId: ids.officeMoveComedy,
  },
  {
    id: "engineers-christmas",
    title: "Meet the Engineers: Christmas Special",
    description:
      "A festive team video that got more replies from clients than the year's newsletters combined.",
    categories: ["creative", "social"],
    videoId: ids.engineersChristmas,
  },
  {
    id: "phishing-short",
    title: "45 Seconds on Spotting a Phish",
    description: "A vertical, captioned short built to stop the scroll and get forwarded round the office.",
    categories: ["creative", "social"],
    videoId: ids.phishingShortClip,
  },
  // Events
  {
    id: "partner-summit",
    title: "Channel Partner Summit Highlights",
    description: "Two days, 400 partners and one 90-second film that sold next year's early-bird places.",
    categories: ["events"],
    videoId: ids.partnerSummitHighlights,
  },
  {
    id: "security-roundtable",
    title: "Live: MSP Security Roundtable",
    description: "A multi-camera live stream that became clips, posts and a partner newsletter.",
    categories: ["events"],
    videoId: ids.securityRoundtableLive,
  },
  {
    id: "distributor-roadshow",
    title: "Distributor Roadshow: Partner Interviews",
    description: "Twelve partner interviews filmed across a three-city roadshow, one per month for a year.",
    categories: ["events", "interviews"],
    videoId: ids.distributorRoadshow,
  },
  {
    id: "partner-day-photos",
    title: "Vendor Partner Day: Photo Story",
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
    title: "IT Expo: Booth Interviews",
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
    title: "Partner Awards Night",
    description: "Winners' reactions captured on the night and posted by breakfast.",
    categories: ["events"],
    videoId: "linkedin",
    type: "linkedin",
    thumbnail: "/artwork/event-awards-night.svg",
    thumbnailAlt: "Illustrated awards night with a trophy under a spotlight",
    url: owner.posts.awardsNight,
  },
  // Testimonials and interviews
  {
    id: "northbridge",
    title: "Northbridge IT: Onboarding Time Cut in Half",
    description: "An operations director explains, in her own words, what changed after the switch.",
    categories: ["testimonial"],
    videoId: ids.northbridgeTestimonial,
  },
  {
    id: "law-firm",
    title: "A Law Firm's Road to Zero Downtime",
    description: "The managing partner on the outage that started the search and the MSP that ended it.",
    categories: ["testimonial"],
    videoId: ids.lawFirmTestimonial,
  },
  {
    id: "manufacturer",
    title: "Why a Manufacturer Switched MSPs",
    description: "A 20-minute remote interview, cut into a two-minute story and eight social clips.",
    categories: ["testimonial", "interviews"],
    videoId: ids.manufacturerTestimonial,
  },
  {
    id: "future-of-msp",
    title: "The Future of the MSP: A Thought Leadership Series",
    description: "A 25-minute interview with an MSP founder, released as six short episodes.",
    categories: ["interviews"],
    videoId: ids.futureOfMspInterview,
  },
  {
    id: "security-practice",
    title: "Partner Story: Building a Security Practice",
    description: "A 45-minute partner story a vendor now uses in every recruitment conversation.",
    categories: ["interviews"],
    videoId: ids.securityPracticePartnerStory,
  },
  {
    id: "ceo-growth",
    title: "From 5 to 50 Engineers: A CEO Interview",
    description: "An MSP chief executive on hiring, culture and the clients who stayed for a decade.",
    categories: ["interviews", "testimonial"],
    videoId: ids.ceoGrowthInterview,
  },
  // Social
  {
    id: "outgrown-it",
    title: "5 Signs You've Outgrown Your IT Provider",
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
    title: "Trust Is Won Before the First Call",
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
    title: "The Real Cost of an Hour of Downtime",
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
    title: "“They Answered Before I'd Finished Typing”",
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
    title: "Event Countdown: One Week to Go",
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
export const portfolioItems = shownItems(allPortfolioItems, isFinishedItem);

export const portfolioCopy = {
  filterLabel: "Filter by category",
  allLabel: "All",
  emptyText: "No videos found for the selected category.",
  showAllLabel: "Show all work",
  playLabel: "Play",
  viewImageLabel: "View image",
  viewOriginalLabel: "View Original",
  closeViewerLabel: "Close image",
  textPostLabel: "Text post",
  categoriesLabel: "Categories",
  galleryLabel: "Portfolio",
  networkNames: { linkedin: "LinkedIn", twitter: "X" },
} as const;
