import { site } from "./site";
import { owner } from "@/content/owner";
import { founder } from "./founder";
import { videoAudit } from "./msp-pricing";

/**
 * The scheduling provider (Moxie). Its embeddable forms live at
 * `https://hello.withmoxie.com/01/<workspace>/<form>?inFrame=true`; frames post "[Redirect]<url>"
 * messages, which the site accepts from `origin` only.
 */
export const MOXIE_ORIGIN = "https://hello.withmoxie.com";
export const MOXIE_BASE_URL = `${MOXIE_ORIGIN}/01`;

/** The owner's Moxie workspace and form slugs (content/owner.ts). */
export const MOXIE_WORKSPACE = owner.scheduling.workspace;
export const MOXIE_FORMS = owner.scheduling.forms;

type MoxieForm = keyof typeof MOXIE_FORMS;

type FrameKind = "scheduler" | "enquiry";

/**
 * How an embedded form is shown (docs/product.md §9):
 * - `grow`: starts at `height` px and grows to fit its content (contact, audit, home section);
 * - `fixed`: exactly `height` px, scrolling inside (meeting pages).
 * `source` says when the form is told the page address as `sourceUrl` (docs/product.md §4): never, as soon as
 * the resizer is ready, or 100 ms after the page's load event. `kind` is what the form is: a
 * scheduler (a calendar of times) or the written enquiry form, which the frame's waiting skeleton
 * and its email fallback take after.
 */
export type BookingFrameConfig = {
  form: MoxieForm;
  kind: FrameKind;
  title: string;
  sizing: "grow" | "fixed";
  height: number;
  loading: "eager" | "lazy";
  source: "none" | "when-ready" | "after-load";
  /** Subject line of the email offered when the form can't load. */
  emailSubject: string;
};

/** Frame minimum on the contact and audit pages; fixed height on meeting pages and the home section. */
const FRAME_MIN_HEIGHT_PX = 500;
const FRAME_FIXED_HEIGHT_PX = 700;

export const bookingFrames = {
  contactSection: {
    form: "discoveryCall",
    kind: "scheduler",
    title: "Book a free discovery call (scheduling form)",
    sizing: "grow",
    height: FRAME_FIXED_HEIGHT_PX,
    loading: "lazy",
    source: "none",
    emailSubject: "Discovery call",
  },
  contactSchedule: {
    form: "discoveryCall",
    kind: "scheduler",
    title: "Schedule a call (scheduling form)",
    sizing: "grow",
    height: FRAME_MIN_HEIGHT_PX,
    loading: "eager",
    source: "none",
    emailSubject: "Scheduling a call",
  },
  contactEnquiry: {
    form: "enquiry",
    kind: "enquiry",
    title: "Get in touch (enquiry form)",
    sizing: "grow",
    height: FRAME_MIN_HEIGHT_PX,
    loading: "lazy",
    source: "after-load",
    emailSubject: "New enquiry",
  },
  meeting15: {
    form: "meeting15",
    kind: "scheduler",
    title: "Book your 15-minute meeting (scheduling form)",
    sizing: "fixed",
    height: FRAME_FIXED_HEIGHT_PX,
    loading: "eager",
    source: "none",
    emailSubject: "Booking a 15-minute meeting",
  },
  meeting30: {
    form: "meeting30",
    kind: "scheduler",
    title: "Book your 30-minute meeting (scheduling form)",
    sizing: "fixed",
    height: FRAME_FIXED_HEIGHT_PX,
    loading: "eager",
    source: "none",
    emailSubject: "Booking a 30-minute meeting",
  },
  meeting60: {
    form: "meeting60",
    kind: "scheduler",
    title: "Book your 60-minute meeting (scheduling form)",
    sizing: "fixed",
    height: FRAME_FIXED_HEIGHT_PX,
    loading: "eager",
    source: "none",
    emailSubject: "Booking a 60-minute meeting",
  },
  audit: {
    form: "audit",
    kind: "scheduler",
    title: "Book your Video Content Audit (booking form)",
    sizing: "grow",
    height: FRAME_MIN_HEIGHT_PX,
    loading: "eager",
    source: "when-ready",
    emailSubject: "Booking a Video Content Audit",
  },
} as const satisfies Record<string, BookingFrameConfig>;

/** What every frame says while it loads, and beside its fallback, whatever the form. */
const frameCopy = {
  slowHint: "Taking a while? You can always email",
  retryLabel: "Try again",
  email: site.email,
} as const;

/**
 * What a frame says while its form loads, and instead of it when the provider can't be reached: a
 * scheduler offers to agree a time by email; the enquiry form becomes a written enquiry, an email
 * with its subject filled in and the form's questions to answer.
 */
export const bookingFrameCopy = {
  scheduler: {
    ...frameCopy,
    loading: "Loading the booking form…",
    unreachableHeading: "The booking form didn't load",
    unreachableBody:
      "Your browser couldn't reach our scheduling partner. A privacy or ad blocker, a company firewall or a patchy connection can all do this. Email us instead and we'll agree a time with you within 24 hours.",
    emailLabel: "Email us",
    emailBody: "",
    noScript: "The booking form needs JavaScript. Email us and we'll agree a time with you within 24 hours.",
  },
  enquiry: {
    ...frameCopy,
    loading: "Loading the enquiry form…",
    unreachableHeading: "Send your enquiry by email",
    unreachableBody:
      "The enquiry form couldn't load in your browser (a privacy or ad blocker, a company firewall or a patchy connection can do this). Write to us instead: the email opens with the form's questions in it, and we reply within 24 hours.",
    emailLabel: "Write your enquiry",
    emailBody:
      "Hello,\n\nWhat we sell:\n\nWho we sell it to:\n\nWhat we'd like video to do:\n\nName, company and the best number to reach me:\n",
    noScript: "The enquiry form needs JavaScript. Email us your enquiry and we'll reply within 24 hours.",
  },
} as const satisfies Record<FrameKind, BookingFrameCopy>;

/** One kind of frame's words, as its island gets them. */
export type BookingFrameCopy = {
  loading: string;
  slowHint: string;
  unreachableHeading: string;
  unreachableBody: string;
  emailLabel: string;
  /** The email's opening text when the form can't load: "" for none. */
  emailBody: string;
  retryLabel: string;
  noScript: string;
  email: string;
};

/**
/**
 * One at-a-glance fact about a booking; a price is shown in the visitor's currency (`priceUsd`: the
 * owner's own US figure, null for the rounded conversion), and `face` (a photo in public/) beside
 * the value it names.
 */
export type BookingFact =
  | { label: string; value: string; face?: string }
  | { label: string; pricePounds: number; priceUsd: number | null; vat: boolean };

/** Everything a booking page says around its form: what the call covers, who it's with, what's next. */
export type BookingPageCopy = {
  frame: BookingFrameConfig;
  formHeading: string;
  facts: readonly BookingFact[];
  coversHeading: string;
  covers: readonly string[];
  hostHeading: string;
  /** Who the visitor will meet: the founder's name, role and face (content/owner.ts). */
  hostPerson: { name: string; role: string; photo: string; photoAlt: string };
  host: string;
  nextHeading: string;
  next: readonly string[];
};

const hostPerson = {
  name: founder.name,
  role: founder.role,
  photo: founder.portrait,
  photoAlt: founder.portraitAlt,
};

const host =
  "The person you meet is the person who plans your content: no account managers, no hand-offs. Years spent helping MSPs and vendors sell through people rather than logos mean the conversation starts with your buyers, not with cameras.";

const factsFor = (minutes: number, cost: string) =>
  [
    { label: "Length", value: `${minutes} minutes` },
    { label: "Where", value: "Video call" },
    { label: "With", value: founder.name, face: founder.portrait },
    { label: "Cost", value: cost },
  ] as const;

/** "+ VAT" applies to UK prices only (docs/product.md §9). */
/** Beside the audit price where VAT applies (docs/product.md §9). */
export const vatNote = "+ VAT";

export const bookingPages = {
  meeting15: {
    frame: bookingFrames.meeting15,
    formHeading: "Pick a time for your 15-minute chat",
    facts: factsFor(15, "Free"),
    coversHeading: "What we'll cover",
    covers: [
      "Where your marketing is today and what you want it to do next",
      "Whether video is the right tool for your goals (sometimes it isn't, and we'll say so)",
      "The one format we'd try first, and roughly what it involves",
    ],
    hostHeading: "Who you'll meet",
    hostPerson,
    host,
    nextHeading: "What happens next",
    next: [
      "You'll get a calendar invitation with a video link as soon as you book.",
      "We'll look over your website and LinkedIn before we talk, so no time is wasted.",
      "If there's a fit, we'll suggest a discovery call or a Video Content Audit. If not, you'll leave with a few free ideas.",
    ],
  },
  meeting30: {
    frame: bookingFrames.meeting30,
    formHeading: "Pick a time for your 30-minute call",
    facts: factsFor(30, "Free"),
    coversHeading: "What we'll cover",
    covers: [
      "Your buyers, your sales cycle and where deals tend to stall",
      "Formats that fit: customer testimonials, service explainers, thought leadership or event coverage",
      "How one interview becomes 15+ assets you can use for 6–12 months",
    ],
    hostHeading: "Who you'll meet",
    hostPerson,
    host,
    nextHeading: "What happens next",
    next: [
      "Tell us a little about your business in the booking form so we can prepare.",
      "On the call we'll talk through options and rough budgets, with no hard sell.",
      "Within 24 hours you'll get a short written summary with our recommended next step.",
    ],
  },
  meeting60: {
    frame: bookingFrames.meeting60,
    formHeading: "Pick a time for your 60-minute session",
    facts: factsFor(60, "Free"),
    coversHeading: "What we'll cover",
    covers: [
      "Content themes mapped to your buyer journey, from first touch to renewal",
      "Interview subjects, questions and a filming plan that fits around your team",
      "A repurposing plan so each video feeds posts, emails and web pages for months",
    ],
    hostHeading: "Who you'll meet",
    hostPerson,
    host,
    nextHeading: "What happens next",
    next: [
      "After booking, send over any existing videos or brand guidelines; we'll review them beforehand.",
      "We'll organise your ideas into a plan together, on screen, during the session.",
      "Within two working days you'll receive the written plan and a tailored proposal.",
    ],
  },
  bookAudit: {
    frame: bookingFrames.audit,
    formHeading: "Book your audit and tell us what to review",
    facts: [
      { label: "Length", value: "60 minutes" },
      { label: "Where", value: "Video call" },
      { label: "With", value: founder.name, face: founder.portrait },
      // The audit's own price, so /book-audit/ and /msp-pricing/ always agree.
      { label: "Investment", pricePounds: videoAudit.basePrice, priceUsd: videoAudit.usPrice, vat: true },
    ],
    coversHeading: "What the audit covers",
    covers: [
      "Your website, social channels and sales collateral, reviewed before we meet",
      "What's working, what's missing, and where video will make the biggest difference",
      "Quick wins you can act on straight away, with or without us",
    ],
    hostHeading: "Who runs it",
    hostPerson,
    host,
    nextHeading: "What happens next",
    next: [
      "Choose a slot and complete the short form, including links to the channels you want reviewed.",
      "We review your content in advance and walk you through our findings on the call.",
      "You receive a prioritised video plan. Start an MSP package afterwards and your first month is half price.",
    ],
  },
} as const satisfies Record<string, BookingPageCopy>;
