import { bookConsultation } from "./calls-to-action";
import { ROUTES } from "@/lib/routes";
import { filmItem } from "./films";
import { owner } from "@/content/owner";
import { testimonialFor } from "./testimonials";
import { statisticBand } from "./statistic-figures";
import type {
  CallToAction,
  SalesPoint,
  SolutionTab,
  StatisticBandCopy,
  VideoItem,
  ActionBandCopy,
} from "./types";

/*
 * /vendor-solutions (docs/product.md §2, "Vendor solutions"). Video ids and event photos come from the owner
 * (content/owner.ts).
 */

export const vendorSolutionsHeroActions = {
  primary: bookConsultation,
  secondary: { label: "See vendor pricing", href: ROUTES.vendorPricing },
} as const satisfies Record<string, CallToAction>;

/**
 * The three statistics (docs/product.md §2), each with the proof from the studio's films that a
 * launch shows in its place while the owner gives it no source (content/statistic-figures.ts).
 */
export const vendorStatisticCopy = {
  heading: "Channel programmes are expensive to get wrong",
  proofHeading: "What our films do for channel programmes",
  items: [
    {
      id: "underperform",
      value: { text: "85%" },
      label: "of channel programmes underperform",
      detail: "Partners sign up, download the logo pack and never sell a thing.",
      source: owner.statisticSources.vendorUnderperform,
      proof: {
        value: "45 minutes",
        label: "with a partner who is winning with you",
        detail: "A partner story interview that gives your recruiters a peer's word in every conversation.",
        films: ["securityPracticePartnerStory", "vendorTabRecruitment", "vendorExample1"],
      },
    },
    {
      id: "onboarding",
      value: { text: "18 months" },
      label: "average partner onboarding",
      detail: "A year and a half before a new partner brings in meaningful revenue.",
      source: owner.statisticSources.vendorOnboarding,
      proof: {
        value: "40 pages",
        label: "of welcome pack, replaced by one onboarding film",
        detail:
          "New partners hear how to sell you from the people who run the programme, not from a reading list.",
        films: ["vendorExample4"],
      },
    },
    {
      id: "partner-value",
      value: { pounds: 100_000, suffix: "+" },
      label: "annual value per productive partner",
      detail: "Which is why every partner you activate faster matters.",
      source: owner.statisticSources.vendorPartnerValue,
      proof: {
        value: "12+ months",
        label: "of partner content from one event",
        detail:
          "Keynotes, breakouts and show-floor interviews, released month by month long after the stand comes down.",
        films: ["vendorTabEvents", "distributorRoadshow", "partnerSummitHighlights", "vendorExample2"],
      },
    },
  ],
} as const satisfies StatisticBandCopy;

/** The band as this build shows it: a launch puts film proof in place of an unsourced statistic. */
export const vendorStatistics = statisticBand(vendorStatisticCopy);

export const vendorProblems = {
  eyebrow: "The problem",
  heading: "Partners have more vendors than they have attention",
  lead: "Every vendor promises margin, MDF and a partner portal. Few give partners a reason to care.",
  cards: [
    {
      title: "Indistinguishable programmes",
      body: "Tiers, rebates and deal registration look identical across your category. Partners can't tell you apart, so they default to whoever they already know.",
    },
    {
      title: "Slow, costly onboarding",
      body: "Long PDFs and recorded webinars leave new partners unsure how to position you, and months pass before their first deal.",
    },
    {
      title: "Events that vanish on Monday",
      body: "You spend months and a serious budget on a partner event, then the content lives on one recap post. The energy in the room never reaches the partners who couldn't attend.",
    },
    {
      title: "Marketing partners won't reshare",
      body: "Partners won't put glossy corporate assets in front of their clients. They want proof from peers, in a voice they'd use themselves.",
    },
  ],
} as const satisfies { eyebrow: string; heading: string; lead: string; cards: readonly SalesPoint[] };

/** A channel leader's words, with their face, after the problems. */
export const vendorProof = {
  eyebrow: "In their words",
  heading: "What a year of partner stories did",
  proof: testimonialFor("vendorChannelLead"),
};

export const vendorExampleVideos = {
  eyebrow: "Examples",
  heading: "Channel content partners actually watch",
  lead: "Partner stories, executive perspectives and event films made for vendors and distributors.",
  videos: [
    filmItem("vendorExample1", "vendor-ex-partner-story"),
    filmItem("vendorExample2", "vendor-ex-summit"),
    filmItem("vendorExample3", "vendor-ex-cro"),
    filmItem("vendorExample4", "vendor-ex-onboarding"),
    filmItem("vendorExample5", "vendor-ex-distributor"),
    filmItem("vendorExample6", "vendor-ex-live"),
  ],
} as const satisfies { eyebrow: string; heading: string; lead: string; videos: readonly VideoItem[] };

export const vendorTabs = {
  eyebrow: "What we make",
  heading: "Content for every stage of the partner journey",
  label: "Vendor video formats",
  /** docs/product.md §4: recruitment is selected first on the vendor page. */
  defaultId: "recruitment",
  tabs: [
    {
      id: "recruitment",
      label: "Partner Recruitment",
      heading: "Let successful partners recruit the next ones",
      body: "A 45-minute partner story interview with an MSP already winning with you. Prospective partners hear how the programme works in practice, from a peer they trust.",
      facts: [
        "45-minute partner stories",
        "15+ assets per interview",
        `Built to reach ${owner.figures.mspNetwork} MSPs`,
      ],
      whatYouGet: [
        "We organise partner selection and interviews with your channel team",
        "A hero partner story for your recruitment pages",
        "Short clips for partner managers to share in outreach",
        "Quote cards and a written partner case study",
        "Co-branded versions in your partners' colours, ready to reshare",
      ],
      video: filmItem("vendorTabRecruitment", "vendor-tab-recruitment"),
    },
    {
      id: "thought-leadership",
      label: "Thought Leadership",
      heading: "Give your executives a voice partners follow",
      body: "A 25-minute conversation with your channel leadership, shaped into a series that explains your strategy and makes partners feel part of it.",
      facts: ["25-minute interview", "Monthly executive series", "Ready for partner newsletters"],
      whatYouGet: [
        "Topic planning around launches and programme changes",
        "A long-form interview for your partner portal",
        "Short opinion clips for LinkedIn and partner comms",
        "A ghost-written article for your channel blog",
        "Talking points your partner managers can reuse",
      ],
      video: filmItem("vendorTabThoughtLeadership", "vendor-tab-thought-leadership"),
    },
    {
      id: "events",
      label: "Event coverage",
      heading: "Turn one event into a year of partner content",
      body: "We film keynotes, breakouts, the demo centre and partner interviews on the show floor, then feed the footage back to you as 12+ months of content, so the budget keeps working long after the stand comes down.",
      facts: [
        "12+ months of content per event",
        { pounds: 50_000, suffix: "+", label: "event spend put to work" },
        "On-site crew and live streaming",
      ],
      whatYouGet: [
        "Crew planning around your agenda and partner awards",
        "A same-day highlights reel for social",
        "Keynote and breakout edits for your partner portal",
        "Quick-fire partner interviews from the show floor",
        "A monthly drip of event clips for the year ahead",
      ],
      video: filmItem("vendorTabEvents", "vendor-tab-events"),
    },
  ],
} as const satisfies {
  eyebrow: string;
  heading: string;
  label: string;
  defaultId: string;
  tabs: readonly SolutionTab[];
};

/** A photo from a vendor event; the photo and its description come from the owner (content/owner.ts). */
type EventPhoto = { id: string; src: string; alt: string; caption: string };

/** The event gallery's copy: its heading, the viewer's button names and the photos. */
export type EventGalleryCopy = {
  eyebrow: string;
  heading: string;
  lead: string;
  openLabel: string;
  closeLabel: string;
  photos: readonly EventPhoto[];
};

export const vendorGallery = {
  eyebrow: "On location",
  heading: "From the event floor",
  lead: "Keynotes, panels, stands and awards: we capture the moments partners remember. Select a photo to see it larger.",
  openLabel: "View larger",
  closeLabel: "Close",
  photos: (
    [
      ["keynote", "Opening keynote"],
      ["panel", "Partner panel"],
      ["booth", "Expo stand"],
      ["interview", "Show-floor interview"],
      ["audience", "Breakout session"],
      ["awards", "Partner awards"],
      ["networking", "Evening networking"],
      ["livestream", "Live stream desk"],
      ["workshop", "Hands-on workshop"],
      ["camera", "Behind the camera"],
      ["fireside", "Fireside chat"],
      ["registration", "Registration"],
    ] as const
  ).map(([id, caption]) => ({ id, caption, ...owner.eventPhotos[id] })),
} satisfies EventGalleryCopy;

export const vendorPortfolioLink = {
  label: "See Our Full Portfolio",
  href: ROUTES.portfolio,
} as const satisfies CallToAction;

export const vendorCtaBanner = {
  heading: "Be the vendor partners never forget",
  lead: "Book a channel strategy call and we'll map the partner stories, executive voices and event moments that will speed up recruitment and onboarding, or first weigh what each programme tier delivers against the value of one more productive partner.",
  actions: [
    { label: "Book Channel Strategy Call", href: ROUTES.contact },
    // The label is docs/product.md §2's; a vendor weighs the return against what each tier delivers.
    { label: "Calculate ROI", href: ROUTES.vendorPricing },
  ],
  host: "Your call is with",
} as const satisfies ActionBandCopy;
