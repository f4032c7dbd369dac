import { lowestPrice } from "@/lib/format";
import { ROUTES, homeAnchor } from "@/lib/routes";
import { mspPackages } from "./msp-pricing";
import { HOME_ANCHORS } from "./navigation";
import type { CallToAction, ActionBandCopy } from "./types";

/**
 * What MSP packages start from, a month: the lowest package in each currency, as /msp-pricing/
 * shows it, so the two pages can never disagree. Departs from docs/product.md's first figure,
 * 1,950, which no package costs (§9 says why).
 */
export const mspPackagesFrom = lowestPrice(
  mspPackages.map((item) => ({ pounds: item.monthlyPrice, usd: item.usPrice })),
);

type ChooserCard = {
  id: string;
  audience: string;
  heading: string;
  body: string;
  points: readonly string[];
  cta: CallToAction;
};

/** /pricing (docs/product.md §2, "Pricing chooser"). */
export const pricingChooser = {
  cards: [
    {
      id: "msp",
      audience: "For MSPs",
      heading: "Monthly video content packages",
      body: "A steady rhythm of client stories, service explainers and thought leadership, organised around your sales priorities and repurposed across every channel.",
      points: [
        "Start with a 60-minute Video Content Audit",
        "Essential, Growth and Premium packages",
        "Every video repurposed into 15+ assets",
      ],
      cta: { label: "View MSP Pricing", href: ROUTES.mspPricing },
    },
    {
      id: "vendor",
      audience: "For Vendors & Distributors",
      heading: "Channel content programmes",
      body: "Partner recruitment stories, executive thought leadership and event coverage, scoped around your channel goals and priced to your programme.",
      points: [
        "Start with a channel strategy session",
        "Essentials, Accelerator and Powerhouse tiers",
        "Bespoke content for launches and events",
      ],
      cta: { label: "View Vendor Pricing", href: ROUTES.vendorPricing },
    },
  ],
  /** Rendered as "MSP packages start from {price} per month". */
  mspFrom: { before: "MSP packages start from", after: "per month" },
  /** The vendor card's counterpart to the MSP card's "from" price. */
  vendorPriced: { lead: "Priced to your programme", detail: "after a free channel strategy session" },
  vatNote: "Prices exclude VAT.",
  consultation: {
    heading: "Not sure which path fits?",
    lead: "Tell us about your business in a free consultation and we'll recommend the right starting point: no pressure, no jargon.",
    actions: [{ label: "Start with a Free Consultation", href: homeAnchor(HOME_ANCHORS.contact) }],
    host: "Your call is with",
  },
} as const satisfies {
  cards: readonly ChooserCard[];
  mspFrom: { before: string; after: string };
  vendorPriced: { lead: string; detail: string };
  vatNote: string;
  consultation: ActionBandCopy;
};

/**
 * What each pricing page tells search engines it sells (schema.org Service), beside the offers
 * built from the same figures the page shows (lib/pricing-offers.ts).
 */
export const pricingServices = {
  mspPricing: {
    name: "MSP video content packages",
    serviceType: "Video marketing for managed service providers",
    packageSuffix: "package",
  },
  vendorPricing: {
    name: "Channel content programmes for vendors and distributors",
    serviceType: "Channel partner video marketing",
  },
  pricingChooser: {
    name: "Video-led marketing for the IT channel",
    serviceType: "Video marketing",
    offers: {
      msp: { name: "MSP packages", description: "MSP packages start from this monthly figure." },
      vendor: { name: "Vendor programmes", description: "Tailored after a strategy session." },
    },
  },
  calculator: {
    name: "Presenter explainer and testimonial videos",
    serviceType: "Video production",
  },
} as const;
