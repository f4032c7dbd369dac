import { ROUTES } from "@/lib/routes";
import type { CallToAction, FeatureCard, SolutionTab, Statistic, VideoItem, ActionBandCopy } from "./types";

/*
 * /vendor-solutions (SPEC §2, "Vendor solutions"). Video ids are PLACEHOLDERS until the owner
 * supplies the real ones; the event photos are designed local artwork in public/events/.
 */

export const vendorSolutionsHeroActions = {
  primary: { label: "Book a Free Consultation", href: ROUTES.contact },
  secondary: { label: "See Vendor Pricing", href: ROUTES.vendorPricing },
} as const satisfies Record<string, CallToAction>;

export const vendorStatistics = {
  heading: "Channel programmes are expensive to get wrong",
  items: [
    {
      id: "underperform",
      value: { text: "85%" },
      label: "of channel programmes underperform",
      detail: "Partners sign up, download the logo pack and never sell a thing.",
    },
    {
      id: "onboarding",
      value: { text: "18 months" },
      label: "average partner onboarding",
      detail: "A year and a half before a new partner brings in meaningful revenue.",
    },
    {
      id: "partner-value",
      value: { pounds: 100_000, suffix: "+" },
      label: "annual value per productive partner",
      detail: "Which is why every partner you activate faster matters.",
    },
  ],
} as const satisfies { heading: string; items: readonly Statistic[] };

export const vendorProblems = {
  eyebrow: "The problem",
  heading: "Partners have more vendors than they have attention",
  lead: "Every vendor promises margin, MDF and a partner portal. Few give partners a reason to care.",
  cards: [
    {
      icon: "copy",
      title: "Indistinguishable programmes",
      body: "Tiers, rebates and deal registration look identical across your category. Partners can't tell you apart, so they default to whoever they already know.",
    },
    {
      icon: "hourglass",
      title: "Slow, costly onboarding",
      body: "Long PDFs and recorded webinars leave new partners unsure how to position you, and months pass before their first deal.",
    },
    {
      icon: "building",
      title: "Events that vanish on Monday",
      body: "You spend months and a serious budget on a partner event, then the content lives on one recap post. The energy in the room never reaches the partners who couldn't attend.",
    },
    {
      icon: "message",
      title: "Marketing partners won't reshare",
      body: "Partners won't put glossy corporate assets in front of their clients. They want proof from peers, in a voice they'd use themselves.",
    },
  ],
} as const satisfies { eyebrow: string; heading: string; lead: string; cards: readonly FeatureCard[] };

export const vendorExampleVideos = {
  eyebrow: "Examples",
  heading: "Channel content partners actually watch",
  lead: "Partner stories, executive perspectives and event films made for vendors and distributors.",
  videos: [
    {
      id: "vendor-ex-partner-story",
      videoId: "PLACEHOLDER_VENDOR_EX_1",
      title: "Why We Made Them Our Primary Security Vendor",
      description: "An MSP owner on the support and margin that won their loyalty.",
    },
    {
      id: "vendor-ex-summit",
      videoId: "PLACEHOLDER_VENDOR_EX_2",
      title: "Partner Summit 2025: The Highlights",
      description: "Three days of keynotes and partner awards in three minutes.",
    },
    {
      id: "vendor-ex-cro",
      videoId: "PLACEHOLDER_VENDOR_EX_3",
      title: "Our Chief Revenue Officer on the Channel-First Promise",
      description: "Plain talk about margins, conflict and where the programme is going.",
    },
    {
      id: "vendor-ex-onboarding",
      videoId: "PLACEHOLDER_VENDOR_EX_4",
      title: "Your First 90 Days as a Partner",
      description: "An onboarding film that replaced a 40-page welcome pack.",
    },
    {
      id: "vendor-ex-distributor",
      videoId: "PLACEHOLDER_VENDOR_EX_5",
      title: "A Distributor's View: Bundling for MSP Growth",
      description: "How one distributor packaged the stack and doubled attach rates.",
    },
    {
      id: "vendor-ex-live",
      videoId: "PLACEHOLDER_VENDOR_EX_6",
      title: "Live From the Expo Floor",
      description: "Quick-fire partner interviews captured at a channel show stand.",
    },
  ],
} as const satisfies { eyebrow: string; heading: string; lead: string; videos: readonly VideoItem[] };

export const vendorTabs = {
  eyebrow: "What we make",
  heading: "Content for every stage of the partner journey",
  label: "Vendor video formats",
  /** SPEC §4: recruitment is selected first on the vendor page. */
  defaultId: "recruitment",
  tabs: [
    {
      id: "recruitment",
      label: "Partner Recruitment",
      heading: "Let successful partners recruit the next ones",
      body: "A 45-minute partner story interview with an MSP already winning with you. Prospective partners hear how the programme works in practice, from a peer they trust.",
      facts: ["45-minute partner stories", "15+ assets per interview", "Built to reach 1000+ MSPs"],
      whatYouGet: [
        "We organise partner selection and interviews with your channel team",
        "A hero partner story for your recruitment pages",
        "Short clips for partner managers to share in outreach",
        "Quote cards and a written partner case study",
        "Co-branded versions in your partners' colours, ready to reshare",
      ],
      video: {
        id: "vendor-tab-recruitment",
        videoId: "PLACEHOLDER_VENDOR_TAB_RECRUITMENT",
        title: "Partner Story: Growing Recurring Revenue 40% in a Year",
        description: "A UK MSP on onboarding, enablement and the deals that followed.",
      },
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
      video: {
        id: "vendor-tab-thought-leadership",
        videoId: "PLACEHOLDER_VENDOR_TAB_THOUGHT",
        title: "The Next Five Years of the Channel",
        description: "A channel chief on consolidation, marketplaces and the MSP opportunity.",
      },
    },
    {
      id: "events",
      label: "Event Coverage",
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
      video: {
        id: "vendor-tab-events",
        videoId: "PLACEHOLDER_VENDOR_TAB_EVENTS",
        title: "Partner Conference: Keynote and Awards Night",
        description: "How a two-day conference became a year of channel content.",
      },
    },
  ],
} as const satisfies {
  eyebrow: string;
  heading: string;
  label: string;
  defaultId: string;
  tabs: readonly SolutionTab[];
};

/** A photo from a vendor event; `src` is designed local artwork until the owner supplies photos. */
export type EventPhoto = { id: string; src: string; alt: string; caption: string };

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
  photos: [
    {
      id: "keynote",
      caption: "Opening keynote",
      alt: "A speaker on a large stage addressing a packed hall, with a bright presentation screen behind her",
    },
    {
      id: "panel",
      caption: "Partner panel",
      alt: "Four panellists seated on stage in conversation, with a moderator at a lectern",
    },
    {
      id: "booth",
      caption: "Expo stand",
      alt: "A branded exhibition stand with a large screen and visitors talking to the vendor team",
    },
    {
      id: "interview",
      caption: "Show-floor interview",
      alt: "Two people facing each other on stools under studio lights while a camera films them",
    },
    {
      id: "audience",
      caption: "Breakout session",
      alt: "Rows of attendees seen from behind, watching a presenter in a breakout room",
    },
    {
      id: "awards",
      caption: "Partner awards",
      alt: "A partner holding a trophy on stage beneath a spotlight as confetti falls",
    },
    {
      id: "networking",
      caption: "Evening networking",
      alt: "Small groups of people chatting around high tables under warm string lights",
    },
    {
      id: "livestream",
      caption: "Live stream desk",
      alt: "A production desk with monitors showing the live stream of the main stage",
    },
    {
      id: "workshop",
      caption: "Hands-on workshop",
      alt: "Partners working on laptops around a long table while a trainer points at a whiteboard",
    },
    {
      id: "camera",
      caption: "Behind the camera",
      alt: "A camera operator on a tripod filming the stage from the back of the hall",
    },
    {
      id: "fireside",
      caption: "Fireside chat",
      alt: "Two executives in armchairs on a low stage having a relaxed conversation",
    },
    {
      id: "registration",
      caption: "Registration",
      alt: "Attendees queuing at a welcome desk beneath the event banner to collect badges",
    },
  ].map((photo) => ({ ...photo, src: `/events/${photo.id}.svg` })),
} satisfies EventGalleryCopy;

export const vendorPortfolioLink = {
  label: "See Our Full Portfolio",
  href: ROUTES.portfolio,
} as const satisfies CallToAction;

export const vendorCtaBanner = {
  heading: "Make your channel programme unforgettable",
  lead: "Book a channel strategy call and we'll map the partner stories, executive voices and event moments that will speed up recruitment and onboarding, or work out what faster activation is worth to you first.",
  actions: [
    { label: "Book Channel Strategy Call", href: ROUTES.contact },
    { label: "Calculate ROI", href: ROUTES.masterPricing, variant: "onDark" },
  ],
} as const satisfies ActionBandCopy;
