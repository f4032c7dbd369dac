import { ROUTES, homeAnchor } from "@/lib/routes";
import { HOME_ANCHORS, type NavItem } from "./navigation";
import type { VideoKey } from "./owner-types";

export const homeHeroActions = {
  primary: { href: homeAnchor(HOME_ANCHORS.contact), label: "Get More Clients", type: "scroll" },
  secondary: { href: ROUTES.portfolio, label: "See the Results", type: "link" },
} as const satisfies Record<string, NavItem>;

/**
 * The case film under the reel (content/case-films.ts): the first of these with a page in this
 * build, one with a result and its client's words before any without.
 */
export const featuredCaseFilms = [
  "northbridgeTestimonial",
  "lawFirmTestimonial",
  "coManagedExplainer",
  "partnerSummitHighlights",
  "securityPracticePartnerStory",
] as const satisfies readonly VideoKey[];

export type PathCard = {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  points: readonly string[];
  action: NavItem;
};

/** The two-path chooser: MSPs and vendors buy video for different reasons. */
export const pathChooser = {
  eyebrow: "Choose your path",
  heading: "Who are you trying to win over?",
  lead: "Managed service providers sell trust to end clients. Vendors and distributors sell opportunity to partners. We build content for both, differently.",
  paths: [
    {
      id: "msp",
      eyebrow: "For MSPs",
      title: "I run a managed service provider",
      description:
        "Stand out from the MSP down the road with customer stories, service explainers and thought leadership that show the people prospects will actually work with.",
      points: [
        "Customer testimonials that close deals",
        "90-second service explainers",
        "A month of posts from one 15–20 minute interview",
      ],
      action: { href: ROUTES.mspSolutions, label: "Solutions for MSPs", type: "link" },
    },
    {
      id: "vendor",
      eyebrow: "For vendors & distributors",
      title: "I run a channel or partner programme",
      description:
        "Recruit and activate partners faster with partner success stories, event coverage and thought leadership that make your programme the obvious choice.",
      points: [
        "45-minute partner stories, cut for every channel",
        "Event coverage and live streaming",
        "Recruitment content partners share for you",
      ],
      action: { href: ROUTES.vendorSolutions, label: "Solutions for Vendors", type: "link" },
    },
  ],
} as const satisfies {
  eyebrow: string;
  heading: string;
  lead: string;
  paths: readonly PathCard[];
};

/** Solutions cards; each one opens the portfolio with its filter preset. */
export const solutionsSection = {
  eyebrow: "What we make",
  heading: "Three ways to put your people in front of buyers",
  lead: "Start with one format or combine all three. Every piece is planned to be repurposed for 6–12 months, so nothing you pay for is used once.",
  cards: [
    {
      id: "interviews",
      title: "Remote Interviews",
      description:
        "We interview your customers, partners and leaders over video call, no travel, no studio, and turn each conversation into a library of content.",
      facts: [
        "15–20 minutes for short-form customer stories",
        "25 minutes for thought leadership",
        "45 minutes for partner stories",
        "15+ assets from every interview",
      ],
      filter: ["interviews"],
      linkLabel: "See interview work",
    },
    {
      id: "explainer-creative",
      title: "Explainer & Creative Videos",
      description:
        "Presenter-led explainers that make complex services simple, and creative pieces with enough colour and humour that people share them.",
      facts: [
        "90-second videos built for busy buyers",
        "Scripts developed with your team",
        "Parodies, musicals and mockumentaries",
        "Square, vertical and widescreen cuts",
      ],
      filter: ["explainer", "creative"],
      linkLabel: "See explainers and creative",
    },
    {
      id: "events",
      title: "Event Coverage & Live Streaming",
      description:
        "Highlights films, booth interviews and multi-camera live streams that keep paying back the budget you put into the event.",
      facts: [
        "12+ months of content per event",
        "Live streams with on-screen branding",
        "Same-day social recaps",
        "Partner and customer interviews on site",
      ],
      filter: ["events"],
      linkLabel: "See event coverage",
    },
  ],
  /** Typical event budget the coverage protects, in pounds; shown in thousands in the visitor's currency (£50k+). */
  eventSpendPounds: 50_000,
  eventSpendLabel: "of event spend deserves more than a folder of photos. Film it once, post it for a year.",
} as const;

/** The credibility window: why video works before a sales conversation starts. */
export const credibilityWindow = {
  eyebrow: "The credibility window",
  heading: "Buyers decide whether to trust you before they ever speak to you",
  lead: "Between first hearing your name and agreeing to a call, a buyer checks your website, your LinkedIn and whatever their peers say. That is the credibility window. Most MSPs and vendors fill it with stock photos and logos. We fill it with people.",
  stages: [
    {
      id: "notice",
      step: "01",
      title: "They notice you",
      description:
        "A clip, a quote card or a colleague's share puts a real face to your name in the feed, usually weeks before they need you.",
    },
    {
      id: "check",
      step: "02",
      title: "They check you out",
      description:
        "Your site and profile show customers telling their own stories. Proof from peers, not claims from your marketing team.",
    },
    {
      id: "decide",
      step: "03",
      title: "They reach out warm",
      description:
        "By the first call they already know your people and your results, so the conversation starts at trust, not at introductions.",
    },
  ],
  closing:
    "The window is open whether you fill it or not. A single interview, organised around the questions your buyers ask, fills it for months.",
} as const;
