import { ROUTES } from "@/lib/routes";
import { owner } from "@/content/owner";
import { US_PRICE_KEYS, type UsPriceKey } from "@/content/owner-types";
import { filmItem } from "./films";
import type { IconName } from "@/lib/icon-names";
import { ownerUsdByPounds, type PricedItem } from "@/lib/us-price-report";
import type { CallToAction, VideoItem, ActionBandCopy } from "./types";

/*
 * /msp-pricing (docs/product.md §2, "MSP pricing"; figures from docs/product.md §9). Every price is authored
 * in pounds and shown through <Price>: the UK sees the pounds, the US the owner's own dollar figure
 * (content/owner.ts, usPrices) or the pounds × 1.27 rounded to a price point (lib/price-points.ts).
 */

/** Every price the site shows, in pounds (docs/product.md §9), by the key its US price is set under. */
const POUNDS = {
  videoAudit: 995,
  essential: 995,
  growth: 2495,
  premium: 3495,
  onboarding: 995,
  extraCore: 745,
  extraStrategic: 1495,
  rush: 395,
  strategyTime: 235,
  blogPosts: 395,
} as const satisfies Record<UsPriceKey, number>;

/** The owner's dollar figure for each pound amount: one £ price has one $ price (lib/us-price-report.ts). */
const ownUsd = ownerUsdByPounds(
  US_PRICE_KEYS.map((key) => ({ key, pounds: POUNDS[key] })),
  owner.usPrices,
);

/**
 * An item's US price as the owner set it for its pound amount (null: the rounded conversion), and
 * the key it is set under.
 */
function usPriceOf<Key extends UsPriceKey>(key: Key) {
  return { usPriceKey: key, usPrice: ownUsd.get(POUNDS[key]) ?? null };
}

export const mspPricingHeroAction = {
  label: "Start Free Consultation",
  href: ROUTES.contact,
} as const satisfies CallToAction;

/** Shown beside UK prices only: VAT does not apply to US buyers. */
export const VAT_NOTE = "plus VAT";

export const videoAudit = {
  eyebrow: "Start here",
  heading: "Video Content Audit",
  lead: "A 60-minute assessment of your website, LinkedIn presence and sales collateral. We look at what prospects see before they call you, and leave you with a prioritised plan for the videos that will make the biggest difference.",
  basePrice: POUNDS.videoAudit,
  ...usPriceOf("videoAudit"),
  priceLabel: "one-off",
  duration: "60-minute assessment",
  includes: [
    "Review of your website, social channels and proposals",
    "Competitor snapshot: how three local rivals present themselves",
    "The client stories and services to film first",
    "A written action plan you keep, whether or not you work with us",
  ],
  incentive: "Take the audit first and month 1 of any package is 50% off.",
  cta: { label: "Book Video Audit", href: ROUTES.bookAudit },
} as const satisfies {
  eyebrow: string;
  heading: string;
  lead: string;
  basePrice: number;
  usPriceKey: UsPriceKey;
  usPrice: number | null;
  priceLabel: string;
  duration: string;
  includes: readonly string[];
  incentive: string;
  cta: CallToAction;
};

type StackLayer = { id: string; name: string; icon: IconName; body: string; examples: readonly string[] };

export const contentStack = {
  eyebrow: "How it works",
  heading: "Your monthly content stack",
  lead: "Every package is built from two kinds of content. Core assets keep your channels consistently full; strategic themes push one sales priority hard for the month.",
  layers: [
    {
      id: "core",
      name: "Core assets",
      icon: "layers",
      body: "The always-on foundation: one interview-led video a month that proves you're good at what you do.",
      examples: ["Customer testimonial", "Service explainer", "Meet-the-team profile", "FAQ answer video"],
    },
    {
      id: "strategic",
      name: "Strategic themes",
      icon: "target",
      body: "A focused campaign layered on top, aimed at the service or sector you most want to grow this quarter.",
      examples: [
        "Thought leadership series",
        "Sector spotlight",
        "New service launch",
        "Event or webinar coverage",
      ],
    },
  ],
  layerLabel: "Layer",
  note: "Add 0 to 2 strategic themes to any package as your priorities change.",
} as const satisfies {
  eyebrow: string;
  heading: string;
  lead: string;
  layerLabel: string;
  layers: readonly StackLayer[];
  note: string;
};

type RepurposeItem = { id: string; icon: IconName; title: string; body: string };

export const repurposePlus = {
  eyebrow: "Included with every core asset",
  heading: "Repurpose+",
  lead: "One video is never just one video. Each core asset comes back as four extra formats, ready to use across your channels for 6–12 months.",
  items: [
    {
      id: "dm",
      icon: "linkedin",
      title: "LinkedIn DM version",
      body: "A short, personal cut your team can send straight to prospects in direct messages.",
    },
    {
      id: "website",
      icon: "globe",
      title: "Website content",
      body: "An embed-ready edit with a headline and summary for your service and case study pages.",
    },
    {
      id: "email",
      icon: "mail",
      title: "Email version",
      body: "A thumbnail, subject line and body copy for your newsletter or a sales sequence.",
    },
    {
      id: "blog",
      icon: "pen",
      title: "Blog article",
      body: "A written article drawn from the interview, so search engines find what your clients said.",
    },
  ],
} as const satisfies { eyebrow: string; heading: string; lead: string; items: readonly RepurposeItem[] };

/** How many core assets and strategic themes a package delivers each month (docs/product.md §3). */
type PackageAllocation = { core: number; strategic: number };

type MspPackage = {
  id: string;
  name: string;
  monthlyPrice: number;
  usPriceKey: UsPriceKey;
  usPrice: number | null;
  allocation: PackageAllocation;
  popular: boolean;
  summary: string;
  features: readonly string[];
};

export const mspPackages = [
  {
    id: "essential",
    name: "Essential",
    monthlyPrice: POUNDS.essential,
    ...usPriceOf("essential"),
    allocation: { core: 1, strategic: 0 },
    popular: false,
    summary: "A dependable monthly rhythm for MSPs getting started with video.",
    features: [
      "Repurpose+ on every core asset",
      "Monthly content calendar",
      "Captions, logo and brand colours",
      "Quarterly review call",
    ],
  },
  {
    id: "growth",
    name: "Growth",
    monthlyPrice: POUNDS.growth,
    ...usPriceOf("growth"),
    allocation: { core: 1, strategic: 1 },
    popular: true,
    summary: "Consistent content plus a campaign that targets your biggest growth priority.",
    features: [
      "Repurpose+ on every core asset",
      "Monthly 30-minute strategy call",
      "LinkedIn posting plan for your team",
      "Monthly performance summary",
    ],
  },
  {
    id: "premium",
    name: "Premium",
    monthlyPrice: POUNDS.premium,
    ...usPriceOf("premium"),
    allocation: { core: 2, strategic: 1 },
    popular: false,
    summary: "For MSPs who want to be the most visible name in their region.",
    features: [
      "Repurpose+ on every core asset",
      "Monthly 60-minute strategy call",
      "Priority filming and editing slots",
      "A dedicated producer",
    ],
  },
] as const satisfies readonly MspPackage[];

export const packagesCopy = {
  eyebrow: "Monthly packages",
  heading: "Choose your pace",
  lead: "Every package includes interview planning, filming, editing and Repurpose+. Pick how much content you need each month.",
  perMonth: "per month",
  popularBadge: "Most Popular",
  // "a month" stays together: a narrow panel breaks before it, never inside it.
  coreLabelLong: "Core assets a\u00a0month",
  strategicLabelLong: "Strategic themes a\u00a0month",
  ctaPrefix: "Choose",
  onboarding: {
    basePrice: POUNDS.onboarding,
    ...usPriceOf("onboarding"),
    label: "One-Off Onboarding Fee",
    body: "Covers brand set-up, caption styling, interview templates and your first content plan.",
  },
} as const;

export type AddOnType = "core" | "strategic" | "support" | "other";

/**
 * An add-on (docs/product.md §3): a null basePrice means the price is quoted on request; a priced
 * one names the key its US price is set under.
 */
export type AddOn = {
  id: string;
  name: string;
  basePrice: number | null;
  usPriceKey?: UsPriceKey;
  usPrice?: number | null;
  priceType?: "hourly";
  description: string;
  type: AddOnType;
};

export const mspAddOns = [
  {
    id: "extra-core",
    name: "Extra core content",
    basePrice: POUNDS.extraCore,
    ...usPriceOf("extraCore"),
    description: "One more interview-led core asset this month, with full Repurpose+.",
    type: "core",
  },
  {
    id: "extra-strategic",
    name: "Extra strategic content",
    basePrice: POUNDS.extraStrategic,
    ...usPriceOf("extraStrategic"),
    description: "A second campaign theme for a launch, a sector push or a seasonal offer.",
    type: "strategic",
  },
  {
    id: "rush",
    name: "Rush delivery",
    basePrice: POUNDS.rush,
    ...usPriceOf("rush"),
    description: "48-hour turnaround on a finished asset when a deadline can't wait.",
    type: "support",
  },
  {
    id: "strategy-time",
    name: "Extra strategy time",
    basePrice: POUNDS.strategyTime,
    ...usPriceOf("strategyTime"),
    priceType: "hourly",
    description: "Workshops, messaging sessions or sales enablement with your team.",
    type: "support",
  },
  {
    id: "blog-posts",
    name: "Blog posts",
    basePrice: POUNDS.blogPosts,
    ...usPriceOf("blogPosts"),
    description: "An additional search-friendly article written from your interviews.",
    type: "other",
  },
  {
    id: "event-coverage",
    name: "Event coverage",
    basePrice: null,
    description: "Filming at your client events, roadshows or webinars, scoped to the day.",
    type: "other",
  },
] as const satisfies readonly AddOn[];

export const addOnsCopy = {
  eyebrow: "Add-ons",
  heading: "Add more when you need it",
  lead: "Combine any add-on with any package, month by month.",
  quoteOnRequest: "Quote on request",
  perHour: "per hour",
  typeLabels: { core: "Core", strategic: "Strategic", support: "Support", other: "Other" },
} as const satisfies {
  eyebrow: string;
  heading: string;
  lead: string;
  quoteOnRequest: string;
  perHour: string;
  typeLabels: Record<AddOnType, string>;
};

export const contractTerms = {
  heading: "Contract terms",
  terms: [
    {
      id: "minimum",
      title: "Minimum 6-month commitment",
      body: "Long enough for content to compound and prove its value.",
    },
    {
      id: "discount",
      title: "Month 1 at 50% discount",
      body: "When you take the Video Content Audit first.",
    },
    {
      id: "payment",
      title: "Payment monthly in advance",
      body: "Simple, predictable billing with no surprises.",
    },
    {
      id: "themes",
      title: "Strategic themes: Add 0 to 2",
      body: "Scale campaigns up or down as priorities change.",
    },
  ],
} as const satisfies { heading: string; terms: readonly { id: string; title: string; body: string }[] };

export const bookCall = {
  heading: "Want help choosing?",
  lead: "Book a call and we'll recommend the package that fits your pipeline, your team's time and your budget.",
  actions: [{ label: "Book Your Call", href: ROUTES.contact }],
} as const satisfies ActionBandCopy;

/** The id of this page's contact section, whose discovery-call calendar the creative projects' button scrolls to. */
const CONTACT_ANCHOR = "contact";

export const beyondMenu = {
  eyebrow: "Creative projects",
  heading: "Beyond the Standard Menu",
  lead: "Some ideas don't fit a package. Film parodies, comedy sketches and bold campaign pieces get your brand talked about in a way a testimonial never will. Tell us the idea, however wild, and we'll colour it in.",
  points: [
    "Concept and script development",
    "Casting your own team as the stars",
    "Shareable cut-downs for social",
  ],
  video: filmItem("mspFilmParody", "msp-film-parody"),
  // docs/product.md §2 names this button 'Go to Calendar'; the label says what the visitor gets.
  calendarCta: { label: "Go to Calendar", anchor: CONTACT_ANCHOR },
} as const satisfies {
  eyebrow: string;
  heading: string;
  lead: string;
  points: readonly string[];
  video: VideoItem;
  calendarCta: { label: string; anchor: string };
};

export const mobileCtaBar = {
  label: "Start Free Consultation",
  href: ROUTES.contact,
  regionLabel: "Free consultation",
} as const satisfies CallToAction & { regionLabel: string };

/**
 * Every price the site shows, in page order, with the key its US price is set under: the launch
 * check lists each one's US figure (npm run check:launch), and a unit test holds the list to the
 * items above. /book-audit/ shows the audit's price; /pricing/'s "from" is the lowest package.
 */
export const usPricedItems: readonly PricedItem[] = [
  { key: videoAudit.usPriceKey, what: videoAudit.heading, pounds: videoAudit.basePrice },
  ...mspPackages.map((item) => ({
    key: item.usPriceKey,
    what: `${item.name} package`,
    pounds: item.monthlyPrice,
    per: "month" as const,
  })),
  {
    key: packagesCopy.onboarding.usPriceKey,
    what: packagesCopy.onboarding.label,
    pounds: packagesCopy.onboarding.basePrice,
  },
  ...mspAddOns.flatMap((addOn) =>
    addOn.basePrice === null || !("usPriceKey" in addOn)
      ? []
      : [
          {
            key: addOn.usPriceKey,
            what: addOn.name,
            pounds: addOn.basePrice,
            ...("priceType" in addOn && { per: "hour" as const }),
          },
        ],
  ),
];
