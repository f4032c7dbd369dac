import type { RouteName } from "@/lib/routes";
import { isYouTubeId } from "@/lib/youtube";
import { portfolioItems } from "./portfolio";
import { owner } from "@/content/owner";

/** What every page says about itself: its <title>, meta description and hero copy. */
export type PageCopy = {
  title: string;
  description: string;
  hero: { eyebrow: string; heading: string; lead: string };
};

export const pages = {
  home: {
    title: "Video marketing for MSPs & technology vendors",
    description:
      "Interview-led video content that turns the people behind your MSP or channel programme into your most persuasive salespeople.",
    hero: {
      eyebrow: "Video-led marketing for the IT channel",
      heading: "Become Unforgettably Human.",
      lead: "Buyers forget logos. They remember people. We film the humans behind your managed services and channel programmes, then turn every interview into months of content that wins trust before the first sales call.",
    },
  },
  portfolio: {
    title: "Our Work",
    description:
      "Customer stories, explainers, event coverage and creative videos made for MSPs, technology vendors and distributors.",
    hero: {
      eyebrow: "Portfolio",
      heading: "Our Work",
      // No invitation to press play while every video still says "Coming soon".
      lead: `Testimonials that close deals, explainers that cut through jargon, and event films that keep working for a year. ${
        portfolioItems.some((item) => isYouTubeId(item.videoId))
          ? "Filter by what you need and press play."
          : "Filter by what you need."
      }`,
    },
  },
  contact: {
    title: "Get in Touch",
    description:
      "Book a discovery call or send us your brief. We reply within 24 hours, and a 15-minute virtual coffee chat is always on the table.",
    hero: {
      eyebrow: "Get in Touch",
      heading: "Let's Start a Conversation",
      lead: "Tell us what you sell and who you sell it to. We'll come back within 24 hours with ideas, not a sales script.",
    },
  },
  mspSolutions: {
    title: "Video marketing for MSPs",
    description:
      "Customer testimonials, service explainers and thought leadership videos that help managed service providers stand out from local competitors.",
    hero: {
      eyebrow: "For Managed Service Providers",
      heading: "Bring Your Humans Out From Behind the Brand",
      lead: "Every MSP says they're responsive, proactive and people-first. Video lets prospects see it: your engineers, your clients, your way of working, long before they ask for a quote.",
    },
  },
  vendorSolutions: {
    title: "Video marketing for technology vendors",
    description:
      "Partner recruitment stories, thought leadership and event coverage that help technology vendors recruit and activate channel partners.",
    hero: {
      eyebrow: "For Vendors & Distributors",
      heading: "Stand Out in a Sea of Vendors with Human Stories",
      lead: "Partners choose vendors they trust. We capture the partners, people and proof behind your channel programme so recruitment gets easier and onboarding gets faster.",
    },
  },
  pricing: {
    title: "Pricing",
    description: "Transparent video content packages for MSPs and channel programmes for technology vendors.",
    hero: {
      eyebrow: "Pricing",
      heading: "Choose your path to human content",
      lead: "MSPs and vendors buy video for different reasons, so we price them differently. Pick the packages built for you.",
    },
  },
  mspPricing: {
    title: "MSP video content pricing",
    description:
      "Monthly video content packages for MSPs: Essential, Growth and Premium, with a Video Content Audit to start.",
    hero: {
      eyebrow: "MSP Pricing",
      heading: "Video content packages for MSPs",
      lead: "One interview a month becomes a steady stream of posts, emails and web content. Pick the pace that suits your pipeline; every package starts with strategy.",
    },
  },
  vendorPricing: {
    title: "Vendor channel content pricing",
    description:
      "Channel content programmes for technology vendors: Essentials, Accelerator and Powerhouse, tailored to your partner strategy.",
    hero: {
      eyebrow: "Vendor Pricing",
      heading: "Channel content programmes for vendors",
      lead: "Partner recruitment, enablement and event content, scoped around your channel goals. Start with strategy and we'll build the programme with you.",
    },
  },
  podcast: {
    title: `${owner.podcast.name}: ${owner.podcast.tagline}`,
    description: `${owner.podcast.name} is ${owner.podcast.description}, with practical conversations from across the IT channel.`,
    hero: {
      eyebrow: `The ${owner.podcast.name} Podcast`,
      heading: `${owner.podcast.name}: ${owner.podcast.headline}`,
      lead: `${owner.podcast.name} is ${owner.podcast.description}, with honest conversations from people who do it every day.`,
    },
  },
  masterPricing: {
    title: "Master pricing calculator",
    description:
      "Price presenter explainer videos, testimonial videos and add-ons with volume discounts applied.",
    hero: {
      eyebrow: "Internal pricing tool",
      heading: "Master pricing calculator",
      lead: "Build a quote line by line. Volume discounts apply automatically, and totals show the price and the production time from brief to delivery.",
    },
  },
  meeting15: {
    title: "Book a 15-minute meeting",
    description: "Book a 15-minute virtual coffee chat to see whether video fits your plans.",
    hero: {
      eyebrow: "Quick intro call",
      heading: "Book Your 15-Minute Meeting",
      lead: "A relaxed virtual coffee chat: tell us where you are and we'll tell you honestly whether video will help.",
    },
  },
  meeting30: {
    title: "Book a 30-minute meeting",
    description: "Book a 30-minute call to talk through your video content goals and options.",
    hero: {
      eyebrow: "Discovery call",
      heading: "Book Your 30-Minute Meeting",
      lead: "Time to walk through your goals, your audience and the formats that will move them, and leave with a clear next step.",
    },
  },
  meeting60: {
    title: "Book a 60-minute meeting",
    description: "Book a 60-minute working session to plan your video content strategy in depth.",
    hero: {
      eyebrow: "Strategy session",
      heading: "Book Your 60-Minute Meeting",
      lead: "A full working session on your content strategy: themes, formats, interview subjects and how to repurpose each video for months.",
    },
  },
  bookAudit: {
    title: "Book Your Video Content Audit",
    description:
      "A 60-minute assessment of your current content, with a clear plan for what video should do next.",
    hero: {
      eyebrow: "Video Content Audit",
      heading: "Book Your Video Content Audit",
      lead: "A 60-minute assessment of your website, social channels and sales content, ending with a prioritised plan for the videos that will make the biggest difference.",
    },
  },
  privacy: {
    title: "Privacy Policy",
    description:
      "What this site collects, why, which services see it and the rights you have over it. No cookies, in plain English.",
    hero: {
      eyebrow: "Your information",
      heading: "Privacy Policy",
      lead: "What the site collects and why, who else is involved, and what you can ask of us, in plain English.",
    },
  },
  terms: {
    title: "Terms of Use",
    description:
      "The terms for using this site: what our prices and quotes mean, who owns the videos and words, and who is responsible for what.",
    hero: {
      eyebrow: "The small print",
      heading: "Terms of Use",
      lead: "How you may use the site, what our prices and quotes mean, and who is responsible for what.",
    },
  },
} as const satisfies Record<RouteName, PageCopy>;

export const notFoundCopy = {
  title: "Page Not Found",
  description: "The page you were looking for isn't here.",
  code: "404",
  /** What the picture's monitor says, with nothing to show. */
  signal: "No signal",
  heading: "Page Not Found",
  lead: "That link didn't lead anywhere. The page may have moved, or the address may have a typo. Here's where most people were heading:",
  links: [
    { label: "Back to the Home Page", hrefKey: "home" },
    { label: "See Our Work", hrefKey: "portfolio" },
    { label: "Get in Touch", hrefKey: "contact" },
  ],
} as const satisfies {
  title: string;
  description: string;
  code: string;
  signal: string;
  heading: string;
  lead: string;
  links: readonly { label: string; hrefKey: RouteName }[];
};
