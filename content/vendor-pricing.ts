import { bookConsultation } from "./calls-to-action";
import type { IconName } from "@/lib/icon-names";
import type { CallToAction } from "./types";

/*
 * /vendor-pricing (docs/product.md §2, "Vendor pricing"; tiers from docs/product.md §9). Vendor programmes
 * are scoped per channel strategy, so tiers carry no prices and every button leads to /contact.
 */

export const vendorPricingHeroAction = bookConsultation;

export const startWithStrategy = {
  eyebrow: "Step one",
  heading: "Start With Strategy",
  lead: "Every channel is different: your partner mix, your tiers, your launch calendar. Before we quote, we spend time understanding your programme so the content we propose solves a real recruitment, onboarding or activation problem.",
  steps: [
    {
      id: "discover",
      title: "Discovery call",
      body: "Your partner goals, your audience and where the programme stalls today.",
    },
    {
      id: "map",
      title: "Content map",
      body: "The partner stories, executive themes and events worth capturing.",
    },
    {
      id: "proposal",
      title: "Tailored proposal",
      body: "A tier recommendation with a fixed monthly scope and a clear plan.",
    },
  ],
  cta: bookConsultation,
} as const satisfies {
  eyebrow: string;
  heading: string;
  lead: string;
  steps: readonly { id: string; title: string; body: string }[];
  cta: CallToAction;
};

type ContentCategory = {
  id: string;
  name: string;
  icon: IconName;
  body: string;
  examples: readonly string[];
};

export const contentCategories = {
  eyebrow: "What goes into a programme",
  heading: "Three kinds of channel content",
  lead: "Tiers combine these building blocks in different amounts.",
  categories: [
    {
      id: "core",
      name: "Core",
      icon: "layers",
      body: "Steady, repeatable content that keeps partners informed and your programme front of mind.",
      examples: ["Partner success stories", "Product explainers", "Social repurposing"],
    },
    {
      id: "strategic",
      name: "Strategic",
      icon: "target",
      body: "Campaign content aimed at a programme goal: recruiting a new partner type, a launch or a market push.",
      examples: ["Executive thought leadership", "Partner recruitment campaigns", "Monthly PDF guides"],
    },
    {
      id: "bespoke",
      name: "Bespoke",
      icon: "sparkles",
      body: "One-off productions built around a big moment, designed from a blank page with your team.",
      examples: [
        "Event coverage and live streaming",
        "Creative and parody films",
        "Centre-stage conference films",
      ],
    },
  ],
} as const satisfies {
  eyebrow: string;
  heading: string;
  lead: string;
  categories: readonly ContentCategory[];
};

type VendorTier = {
  id: string;
  name: string;
  popular: boolean;
  summary: string;
  includes: readonly string[];
};

export const vendorTiers = [
  {
    id: "essentials",
    name: "Essentials",
    popular: false,
    summary: "A consistent partner-facing presence for programmes finding their voice.",
    includes: ["1 core piece a month", "Social repurposing", "1 blog post", "30-minute strategy call"],
  },
  {
    id: "accelerator",
    name: "Accelerator",
    popular: true,
    summary: "For programmes actively recruiting and activating partners this year.",
    includes: [
      "2 core pieces a month",
      "1 strategic piece",
      "2 blog posts",
      "A monthly PDF guide",
      "60-minute strategy call",
    ],
  },
  {
    id: "powerhouse",
    name: "Powerhouse",
    popular: false,
    summary: "A full channel content engine for vendors and distributors leading their category.",
    includes: [
      "3 core pieces a month",
      "2 strategic pieces",
      "1 bespoke production",
      "60-minute strategy call",
      "Dedicated account management",
      "Rush delivery",
    ],
  },
] as const satisfies readonly VendorTier[];

export const tiersCopy = {
  eyebrow: "Programme tiers",
  heading: "Pick the engine for your channel",
  lead: "Pricing is tailored to your programme after a strategy session, so you only pay for content your partners will use.",
  popularBadge: "Most Popular",
  priceLabel: "Tailored to your programme",
  ctaPrefix: "Discuss",
} as const;
