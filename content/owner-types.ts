import type { AnalyticsChoice } from "@/lib/analytics/choice";

/*
 * The shape of the owner's details (content/owner.ts). The key lists below name every video, post
 * and photo the site shows, so a missing or misspelt one is a type error, not a blank card.
 */

/** Every video the site shows, by what it is. */
export const VIDEO_KEYS = [
  // Home sample videos and the portfolio
  "coManagedExplainer",
  "onboardingExplainer",
  "continuityExplainer",
  "mfaScreencast",
  "portalScreencast",
  "cyberInsuranceExplainer",
  "passwordParody",
  "patchTuesdayMusical",
  "helpdeskFilmParody",
  "officeMoveComedy",
  "engineersChristmas",
  "partnerSummitHighlights",
  "securityRoundtableLive",
  "distributorRoadshow",
  "northbridgeTestimonial",
  "lawFirmTestimonial",
  "manufacturerTestimonial",
  "futureOfMspInterview",
  "securityPracticePartnerStory",
  "ceoGrowthInterview",
  "phishingShortClip",
  "eventToPipeline",
  // /msp-solutions/
  "mspExample1",
  "mspExample2",
  "mspExample3",
  "mspExample4",
  "mspExample5",
  "mspExample6",
  "mspTabTestimonial",
  "mspTabExplainer",
  "mspTabThoughtLeadership",
  // /vendor-solutions/
  "vendorExample1",
  "vendorExample2",
  "vendorExample3",
  "vendorExample4",
  "vendorExample5",
  "vendorExample6",
  "vendorTabRecruitment",
  "vendorTabThoughtLeadership",
  "vendorTabEvents",
  // /msp-pricing/
  "mspFilmParody",
] as const;
export type VideoKey = (typeof VIDEO_KEYS)[number];

/**
 * One film as the owner gives it: its YouTube id and the facts search engines show with it. The
 * words a visitor reads about the film (title, description, categories) are the studio's copy, in
 * content/films.ts.
 */
export type OwnerVideo = {
  /** The YouTube id, the 11 characters after "watch?v="; "" until the film is ready. */
  id: string;
  /** The day the film was first published, as year-month-day ("2025-03-14"); required for every film with an id. */
  uploadDate: string;
  /** Optional: its running time as YouTube shows it ("1:32", "12:05", "1:02:30"). */
  duration?: string;
  /** Optional: a few paragraphs about the film, shown on its page under the description. */
  summary?: readonly string[];
  /** Optional: what is said in the film, a paragraph per line, offered on its page as a transcript. */
  transcript?: readonly string[];
  /*
   * Optional: the case study the film's page tells, each part shown as a headed section where
   * given. A film with a result and a client quote can lead the home and solutions pages.
   */
  /** The client the film was made for, as they write their name ("Northbridge IT"). */
  client?: string;
  /** What the client needed, a paragraph per line. */
  brief?: readonly string[];
  /** How the film was made, a paragraph per line. */
  approach?: readonly string[];
  /** What it changed: a figure and what it counts ({ figure: "3 weeks", label: "to settle a new client, down from six" }). */
  result?: FilmResult;
  /** The client's own words about the work, and who said them. */
  quote?: FilmQuote;
  /** Who made the film, a role and a name each ({ role: "Director", name: "Hannah Cole" }). */
  credits?: readonly FilmCreditLine[];
};

/**
 * How a film's own page shows its player: "in-page", YouTube's player in the page's HTML, so
 * search engines read the page as a video page; or "on-press", the film's still until the visitor
 * presses play, so nothing contacts YouTube before (docs/owner-guide.md, `filmPagePlayer`).
 */
export type FilmPagePlayer = "in-page" | "on-press";

/** The owner's choice of film page player, "in-page" when they left the field out. */
export function filmPagePlayerOf(details: Pick<OwnerDetails, "filmPagePlayer">): FilmPagePlayer {
  return details.filmPagePlayer ?? "in-page";
}

/** A case study's result: a short figure ("3 weeks", "40%") and a line saying what it counts. */
export type FilmResult = { figure: string; label: string };

/** A client's words about a film, with their name and role (and optionally a square photo in public/). */
export type FilmQuote = { text: string; name: string; role: string; photo?: string };

/** One line of a film's credits. */
export type FilmCreditLine = { role: string; name: string };

/** Every individual social post the site links to. */
export const POST_KEYS = [
  "multiChannelAds",
  "outgrownItCarousel",
  "credibilityQuote",
  "downtimeThread",
  "downtimeThreadLinkedIn",
  "partnerDayPhotos",
  "expoBooth",
  "awardsNight",
  "summitRecap",
  "testimonialCutdown",
  "founderStory",
] as const;
type PostKey = (typeof POST_KEYS)[number];

/** The home carousel's posts, whose reach figures the owner copies from the network. */
type CarouselPostKey =
  | "outgrownIt"
  | "credibilityQuote"
  | "summitRecap"
  | "downtimeThread"
  | "testimonialCutdown"
  | "founderStory";

/** The vendor page's event gallery, one photo per moment. */
type EventPhotoKey =
  | "keynote"
  | "panel"
  | "booth"
  | "interview"
  | "audience"
  | "awards"
  | "networking"
  | "livestream"
  | "workshop"
  | "camera"
  | "fireside"
  | "registration";

export const TESTIMONIAL_KEYS = ["mspDirector", "vendorChannelLead"] as const;
type TestimonialKey = (typeof TESTIMONIAL_KEYS)[number];

/**
 * Every price the site shows, by what it is: the keys of the owner's US prices (`usPrices`). The
 * pound figures live with each item in content/msp-pricing.ts.
 */
export const US_PRICE_KEYS = [
  "videoAudit",
  "essential",
  "growth",
  "premium",
  "onboarding",
  "extraCore",
  "extraStrategic",
  "rush",
  "strategyTime",
  "blogPosts",
] as const;
export type UsPriceKey = (typeof US_PRICE_KEYS)[number];

/** The scheduling provider's forms, one per embedded scheduler or form. */
type SchedulingFormKey = "discoveryCall" | "enquiry" | "meeting15" | "meeting30" | "meeting60" | "audit";

/** A post on the home carousel as its card shows it. */
type CarouselPost = { title: string; description: string; artwork: string; artworkAlt: string };

/**
 * A client's words as the site quotes them, with a photo of the person (square, an image in public/;
 * "" shows their initials instead).
 */
type OwnerTestimonial = { quote: string; name: string; role: string; company: string; photo: string };

/** A client whose logo shows in the strip on the home and solutions pages: its name (the logo's alt text) and file. */
export type ClientLogo = { name: string; logo: string };

/** The solutions pages' statistics (docs/product.md §2), by page and figure. */
export const STATISTIC_KEYS = [
  "mspCompetition",
  "mspColdEmail",
  "mspTestimonialRoi",
  "vendorUnderperform",
  "vendorOnboarding",
  "vendorPartnerValue",
] as const;
type StatisticKey = (typeof STATISTIC_KEYS)[number];

/**
 * Where a statistic comes from, shown under it as a citation: the publisher and report as a reader
 * would cite them, and its address ("" for a printed source or your own research).
 */
type StatisticSource = { citation: string; url: string };

export type OwnerDetails = {
  brand: { name: string; shortName: string };
  siteUrl: string;
  email: string;
  profiles: { linkedIn: string; x: string };
  podcast: {
    name: string;
    tagline: string;
    headline: string;
    description: string;
    aboutHeading: string;
    about: readonly string[];
    spotify: string;
    apple: string;
    youtube: string;
  };
  scheduling: { workspace: string; forms: Record<SchedulingFormKey, string> };
  founder: {
    name: string;
    role: string;
    heading: string;
    bio: readonly string[];
    portrait: string;
    portraitAlt: string;
  };
  figures: { mspNetwork: string; yearsInChannel: string };
  testimonials: Record<TestimonialKey, OwnerTestimonial>;
  clientLogos: readonly ClientLogo[];
  statisticSources: Record<StatisticKey, StatisticSource>;
  videos: Record<VideoKey, OwnerVideo>;
  /**
   * Optional: a still of your own for a film, an image in public/ (16:9), shown on its cards and
   * its page instead of the one the build takes from YouTube, e.g. when YouTube's has the title
   * burnt in.
   */
  videoPosters?: Partial<Record<VideoKey, string>>;
  /** Optional: how a film's own page shows its player; "in-page" when left out. */
  filmPagePlayer?: FilmPagePlayer;
  posts: Record<PostKey, string>;
  carouselImpressions: Record<CarouselPostKey, string>;
  carouselPosts: Record<CarouselPostKey, CarouselPost>;
  eventPhotos: Record<EventPhotoKey, { src: string; alt: string }>;
  showreel: HeroFilm;
  /**
   * Optional: a film of its own for the hero of each solutions page, in the showreel's form; a
   * page whose film is left "" plays the showreel.
   */
  solutionFilms?: Partial<Record<SolutionPage, HeroFilm>>;
  legal: LegalDetails;
  /**
   * Your own US prices in whole dollars, one per priced item; null shows the pound price × 1.27
   * rounded to a price point (docs/product.md §9). `npm run check:launch` lists every US price.
   */
  usPrices: Record<UsPriceKey, number | null>;
  analytics: AnalyticsChoice | null;
};

/** Who runs the site in law, for the privacy notice (/privacy/) and the terms (/terms/). */
type LegalDetails = {
  companyName: string;
  address: readonly string[];
  registration: string;
  governingLaw: string;
  updated: string;
};

/** The two solutions pages, whose heroes may each play a film of their own. */
export type SolutionPage = "mspSolutions" | "vendorSolutions";

/**
 * A hero's film: a clip that loops muted behind the headline and plays with sound in a dialog,
 * a still from it, what it shows, and optionally its captions (WebVTT). Files in public/, "" for none.
 */
export type HeroFilm = { mp4: string; webm: string; poster: string; description: string; captions: string };
