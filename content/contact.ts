import { ROUTES } from "@/lib/routes";
import { bookingFrameCopy, bookingFrames } from "./booking";
import { site } from "./site";

export type ContactIcon = "email" | "profile" | "coffee" | "clock" | "calendar";

/** docs/product.md §3 "Contact item": an icon, a title, a value and an optional link. */
export type ContactItem = {
  icon: ContactIcon;
  title: string;
  value: string;
  url?: string;
  /** Links that leave the site open in a new tab. */
  external?: boolean;
};

const emailItem = {
  icon: "email",
  title: "Email",
  value: site.email,
  url: `mailto:${site.email}`,
} as const satisfies ContactItem;

const profileItem = {
  icon: "profile",
  title: site.linkedInLabel,
  value: "Connect with our founder",
  url: site.linkedInUrl,
  external: true,
} as const satisfies ContactItem;

/** The contact section shared by the home page and MSP pricing (docs/product.md §2, anchor #contact). */
export const contactSection = {
  eyebrow: "Book a discovery call",
  heading: "Let's Chat About Your Video Needs",
  lead: "Pick a time that suits you. We'll talk about your buyers, your goals and the stories worth telling, and you'll leave with ideas whether or not we work together.",
  audience: "MSPs, vendors, and distributors welcome.",
  listHeading: "Other ways to reach us",
  items: [
    emailItem,
    profileItem,
    {
      icon: "coffee",
      title: "Coffee Chat",
      value: "Strategy & requirements discussion",
      url: ROUTES.meeting15,
    },
  ],
  quickResponse: {
    title: "Quick Response",
    body: "We reply to every enquiry within 24 hours. Not sure where to start? Grab a 15-minute virtual coffee chat and we'll point you in the right direction.",
  },
  frame: bookingFrames.contactSection,
} as const satisfies {
  eyebrow: string;
  heading: string;
  lead: string;
  audience: string;
  listHeading: string;
  items: readonly ContactItem[];
  quickResponse: { title: string; body: string };
  frame: (typeof bookingFrames)[keyof typeof bookingFrames];
};

/** Anchor of the /contact scheduler, which the Quick Call card points back to. */
const SCHEDULE_ANCHOR = "schedule-a-call";

/** The /contact page below its hero (docs/product.md §2 "Contact"). */
export const contactPage = {
  forms: [
    {
      id: SCHEDULE_ANCHOR,
      heading: "Schedule a Call",
      body: "Choose a time for a free discovery call. Bring your goals and your questions; we'll bring ideas that have worked across the IT channel.",
      frame: bookingFrames.contactSchedule,
    },
    {
      id: "get-in-touch",
      heading: "Get in Touch",
      body: "Prefer to write? Tell us what you sell, who you sell it to and what you'd like video to do. We'll reply within 24 hours.",
      frame: bookingFrames.contactEnquiry,
    },
  ],
  /**
   * Shown instead of both forms when neither could load (the scheduling provider blocked or down):
   * one notice and one email for the page, where each form alone offers its own. The email opens
   * with the enquiry form's questions and a line for the times that suit.
   */
  unreachable: {
    heading: "Our booking forms didn't load",
    body: "Your browser couldn't reach our scheduling partner: a privacy or ad blocker, a company firewall or a patchy connection can all do this. Email us instead, to agree a time for a call or to ask us anything, and we'll reply within 24 hours.",
    emailLabel: "Email us",
    emailSubject: "A call or an enquiry",
    emailBody: `${bookingFrameCopy.enquiry.emailBody}\nTimes that suit me for a call:\n`,
    retryLabel: "Try again",
  },
  cardsHeading: "Other ways to reach us",
  cards: [
    { ...emailItem, body: "Briefs, questions, half-formed ideas: all welcome." },
    { ...profileItem, body: "Follow along for channel marketing ideas and behind-the-scenes shoots." },
    {
      icon: "calendar",
      title: "Quick Call",
      value: "Use the calendar above",
      url: `#${SCHEDULE_ANCHOR}`,
      body: "Pick any open slot in the scheduler above and the time is yours; no back-and-forth emails.",
    },
  ],
} as const satisfies {
  forms: readonly {
    id: string;
    heading: string;
    body: string;
    frame: (typeof bookingFrames)[keyof typeof bookingFrames];
  }[];
  unreachable: {
    heading: string;
    body: string;
    emailLabel: string;
    emailSubject: string;
    emailBody: string;
    retryLabel: string;
  };
  cardsHeading: string;
  cards: readonly (ContactItem & { body: string })[];
};
