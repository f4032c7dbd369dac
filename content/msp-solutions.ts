import { bookConsultation } from "./calls-to-action";
import { ROUTES } from "@/lib/routes";
import { owner } from "@/content/owner";
import { filmItem } from "./films";
import { testimonialFor } from "./testimonials";
import { statisticBand } from "./statistic-figures";
import type {
  ActionBandCopy,
  CallToAction,
  FilmPoint,
  SalesPoint,
  SolutionTab,
  StatisticBandCopy,
  VideoItem,
} from "./types";

/*
 * /msp-solutions (docs/product.md §2, "MSP solutions"). Video ids come from the owner (content/owner.ts).
 */

export const mspSolutionsHeroActions = {
  primary: bookConsultation,
  secondary: { label: "See MSP pricing", href: ROUTES.mspPricing },
} as const satisfies Record<string, CallToAction>;

/**
 * The three statistics (docs/product.md §2), each with the proof from the studio's films that a
 * launch shows in its place while the owner gives it no source (content/statistic-figures.ts).
 */
export const mspStatisticCopy = {
  heading: "The MSP market has never been more crowded",
  proofHeading: "How our films help MSPs stand out",
  items: [
    {
      id: "competition",
      value: { text: "60%" },
      label: "of MSPs cite competition as the biggest threat",
      detail: "Your rivals offer the same stack, the same SLAs and the same promises.",
      source: owner.statisticSources.mspCompetition,
      proof: {
        value: "90 seconds",
        label: "to explain a service so buyers remember who you are",
        detail:
          "Explainers led by the people who deliver the service, made to open discovery calls and proposals.",
        films: ["coManagedExplainer", "cyberInsuranceExplainer", "mspExample2", "mspTabExplainer"],
      },
    },
    {
      id: "cold-email",
      value: { text: "95%" },
      label: "of cold emails fail",
      detail: "Busy IT decision-makers delete what they don't recognise, unread.",
      source: owner.statisticSources.mspColdEmail,
      proof: {
        value: "15+",
        label: "assets from one interview",
        detail:
          "Clips, quotes, posts and an article, so your team sends faces people recognise, not another cold email.",
        films: ["futureOfMspInterview", "mspTabThoughtLeadership", "securityRoundtableLive"],
      },
    },
    {
      id: "roi",
      value: { text: "72%" },
      label: "ROI improvement with video testimonials",
      detail: "Happy clients on camera outsell any brochure you could write.",
      source: owner.statisticSources.mspTestimonialRoi,
      proof: {
        value: "20 minutes",
        label: "of a client's time makes a testimonial",
        detail:
          "A relaxed remote interview we organise end to end, cut into a short story prospects believe.",
        films: ["manufacturerTestimonial", "mspTabTestimonial", "northbridgeTestimonial", "mspExample1"],
      },
    },
  ],
} as const satisfies StatisticBandCopy;

/** The band as this build shows it: a launch puts film proof in place of an unsourced statistic. */
export const mspStatistics = statisticBand(mspStatisticCopy);

export const mspProblems = {
  eyebrow: "The problem",
  heading: "Great service is invisible until someone shows it",
  lead: "You keep networks running, help desks calm and auditors happy. But from the outside, every MSP looks the same.",
  cards: [
    {
      title: "Every website says the same thing",
      body: "“Proactive”, “partner”, “peace of mind”. Prospects skim a dozen identical pages and pick on price because nothing tells them who you really are.",
    },
    {
      title: "Outbound has stopped landing",
      body: "Cold emails and sequences get filtered, ignored or reported. Decision-makers want to know the people behind a service before they reply.",
    },
    {
      title: "Your best people are hidden",
      body: "The engineers and account managers clients love never appear in your marketing, so prospects never meet the team that makes you different.",
    },
    {
      title: "No time to create content",
      body: "You're busy running a service desk, not a media company. Blogs stall after three posts and the social calendar quietly goes dark.",
    },
  ],
} as const satisfies { eyebrow: string; heading: string; lead: string; cards: readonly SalesPoint[] };

/** The six benefit cards (docs/product.md §2), each shown through a frame of a film that bears it out. */
export const mspBenefits = {
  eyebrow: "The solution",
  heading: "Let your clients and your team do the selling",
  lead: "We organise the interviews, film them remotely or on site and turn every conversation into months of content that sounds like you.",
  cards: [
    {
      title: "Trust before the first call",
      film: "mspTabTestimonial",
      body: "Prospects see real clients vouching for you, so sales conversations start warm instead of sceptical.",
    },
    {
      title: "Put faces to the name",
      film: "engineersChristmas",
      body: "Your engineers and leadership on camera turn a logo into a team people want to work with.",
    },
    {
      title: "One interview, months of content",
      film: "futureOfMspInterview",
      body: "Every interview yields 15+ assets (clips, quotes, posts and articles) to publish for 6–12 months.",
    },
    {
      title: "Done for you, end to end",
      film: "securityRoundtableLive",
      body: "We write the questions, run the interview, edit, add captions and brand colours, and deliver ready to post.",
    },
    {
      title: "Shorter sales cycles",
      film: "onboardingExplainer",
      body: "Send a 90-second client story instead of another PDF and watch proposals move faster.",
    },
    {
      title: "Content your sales team will actually use",
      film: "cyberInsuranceExplainer",
      body: "Every asset is built around the objections you hear most, so it sits at the centre of follow-ups and proposals.",
    },
  ],
} as const satisfies { eyebrow: string; heading: string; lead: string; cards: readonly FilmPoint[] };

/** The MSP client's words beside the benefits. */
export const mspProof = testimonialFor("mspDirector");

export const mspExampleVideos = {
  eyebrow: "Examples",
  heading: "See what MSP video looks like done well",
  lead: "A taste of the stories, explainers and opinion pieces we make for managed service providers.",
  videos: [
    filmItem("mspExample1", "msp-ex-dental"),
    filmItem("mspExample2", "msp-ex-cyber"),
    filmItem("mspExample3", "msp-ex-ceo"),
    filmItem("mspExample4", "msp-ex-helpdesk"),
    filmItem("mspExample5", "msp-ex-law"),
    filmItem("mspExample6", "msp-ex-backup"),
  ],
} as const satisfies { eyebrow: string; heading: string; lead: string; videos: readonly VideoItem[] };

export const mspTabs = {
  eyebrow: "What we make",
  heading: "Three formats that win MSP clients",
  label: "MSP video formats",
  /** docs/product.md §4: testimonials are selected first on the MSP page. */
  defaultId: "testimonials",
  tabs: [
    {
      id: "testimonials",
      label: "Customer Testimonials",
      heading: "Your happiest clients, telling their own story",
      body: "A relaxed 15–20 minute remote interview with a client you nominate. We organise the scheduling, ask the questions that draw out real results and cut it into a story prospects believe.",
      facts: ["15–20 minute interview", "90-second hero video", "15+ assets per interview"],
      whatYouGet: [
        "Pre-interview briefing for your client, so they arrive relaxed",
        "A 90-second hero testimonial for your website and proposals",
        "Three to five short clips captioned for social feeds",
        "Pull quotes and a written case study summary",
        "Your brand colours, logo and captions throughout",
      ],
      video: filmItem("mspTabTestimonial", "msp-tab-testimonial"),
    },
    {
      id: "explainers",
      label: "Service Explainers",
      heading: "Complex services, explained by the people who deliver them",
      body: "Your engineers are the most credible voice on backup, security and cloud. We help them explain each service in plain English so buyers understand what they're paying for.",
      facts: ["90-second videos", "Scripted or interview-led", "Built for proposals and landing pages"],
      whatYouGet: [
        "Script consultation to keep the jargon out",
        "A 90-second explainer for each service line",
        "Captioned cut-downs for email and social",
        "On-screen graphics in your colour palette",
        "A thumbnail and landing-page copy to go with it",
      ],
      video: filmItem("mspTabExplainer", "msp-tab-explainer"),
    },
    {
      id: "thought-leadership",
      label: "Thought Leadership",
      heading: "Opinions that make you the obvious expert",
      body: "A 25-minute conversation with your leadership about where IT is heading for your clients' industries. We turn it into a series that positions you as the advisor, not the supplier.",
      facts: ["25-minute interview", "A month of LinkedIn content", "Articles and newsletter copy"],
      whatYouGet: [
        "Topic planning around your sales priorities",
        "A long-form interview for your website and YouTube",
        "Five to eight short opinion clips for LinkedIn",
        "A ghost-written article from the conversation",
        "Newsletter copy your team can send the same week",
      ],
      video: filmItem("mspTabThoughtLeadership", "msp-tab-thought-leadership"),
    },
  ],
} as const satisfies {
  eyebrow: string;
  heading: string;
  label: string;
  defaultId: string;
  tabs: readonly SolutionTab[];
};

/** The closing band: both links land at the top of their page 100 ms after the click (docs/product.md §2). */
export const mspNextSteps = {
  heading: "Ready to see more?",
  lead: "Browse the full portfolio, or see exactly what a monthly MSP package includes.",
  actions: [
    { label: "See Our Full Portfolio", href: ROUTES.portfolio, scrollTop: true },
    { label: "View MSP Pricing Examples", href: ROUTES.mspPricing, scrollTop: true },
  ],
  host: "Every project is led by",
} as const satisfies ActionBandCopy;
