import type { VideoKey } from "./owner-types";
import type { PortfolioCategory } from "./portfolio-categories";

/*
 * What each film is, in the studio's words: one title, one description and one set of categories
 * per film, wherever it shows (the home page, the portfolio, the solutions pages, MSP pricing and
 * the film's own page). The owner's facts about it (its YouTube id, upload date, running time) are
 * in content/owner.ts under the same name. This file imports no owner file, so the build's stills
 * step (scripts/film-stills.ts) can read it beside whichever owner file a build uses.
 */

/** Who a film speaks to: it picks the booking call on the film's page. */
export type FilmAudience = "msp" | "vendor";

/** A client or programme the film names, shown on its page ("Client: Northbridge IT"). */
export type FilmCredit = { kind: "client" | "programme"; name: string };

export type FilmWords = {
  title: string;
  description: string;
  categories: readonly PortfolioCategory[];
  audience: FilmAudience;
  credit?: FilmCredit;
  /**
   * The film's address is made from its title (lib/film-slug.ts). A film renamed after launch can
   * keep its old address by writing it here, so links already shared still work.
   */
  slug?: string;
};

export const FILM_WORDS: Record<VideoKey, FilmWords> = {
  // Explainers and screencasts
  coManagedExplainer: {
    title: "Co-Managed IT, Explained in 90 Seconds",
    description: "A presenter-led explainer that now opens every discovery call for a Midlands MSP.",
    categories: ["explainer"],
    audience: "msp",
  },
  onboardingExplainer: {
    title: "What Happens in Your First 30 Days",
    description: "An onboarding walkthrough that takes the worry out of switching providers.",
    categories: ["explainer"],
    audience: "msp",
  },
  continuityExplainer: {
    title: "Backup Is Not Business Continuity",
    description: "A whiteboard explainer written for finance directors, not engineers.",
    categories: ["explainer"],
    audience: "msp",
  },
  mfaScreencast: {
    title: "Turning On MFA in Microsoft 365",
    description: "A captioned screencast clients follow step by step, cutting related tickets by a third.",
    categories: ["screencast"],
    audience: "msp",
  },
  portalScreencast: {
    title: "Inside the Client Portal: Raising a Ticket",
    description: "A two-minute screencast that made the new portal the default route to support.",
    categories: ["screencast", "explainer"],
    audience: "msp",
  },
  cyberInsuranceExplainer: {
    title: "Why Your Cyber Insurer Wants an MSP",
    description: "The questions insurers now ask, answered by an MSP's head of security in 90 seconds.",
    categories: ["explainer"],
    audience: "msp",
  },
  // Creative
  helpdeskFilmParody: {
    title: "Mission: Impossible Helpdesk",
    description: "A film parody starring a real service desk team and their most heroic password reset.",
    categories: ["creative"],
    audience: "msp",
  },
  patchTuesdayMusical: {
    title: "Patch Tuesday: The Musical",
    description: "Three engineers, one ukulele and the catchiest reminder to update you'll ever hear.",
    categories: ["creative"],
    audience: "msp",
  },
  passwordParody: {
    title: "Password123: A Love Story",
    description: "A two-minute romantic comedy about the password everyone swears they don't use.",
    categories: ["creative"],
    audience: "msp",
  },
  officeMoveComedy: {
    title: "The Office Move That Nearly Wasn't",
    description: "A mockumentary of a 60-seat office move, told by the engineers who pulled it off.",
    categories: ["creative"],
    audience: "msp",
  },
  engineersChristmas: {
    title: "Meet the Engineers: Christmas Special",
    description:
      "A festive team video that got more replies from clients than the year's newsletters combined.",
    categories: ["creative", "social"],
    audience: "msp",
  },
  phishingShortClip: {
    title: "45 Seconds on Spotting a Phish",
    description: "A vertical, captioned short built to stop the scroll and get forwarded round the office.",
    categories: ["creative", "social"],
    audience: "msp",
  },
  // Events
  partnerSummitHighlights: {
    title: "Channel Partner Summit: 90-Second Highlights",
    description: "Two days, 400 partners and one film that sold out next year's early-bird places.",
    categories: ["events"],
    audience: "vendor",
    credit: { kind: "programme", name: "Channel Partner Summit" },
  },
  securityRoundtableLive: {
    title: "Live: MSP Security Roundtable",
    description: "A multi-camera live stream that became 15+ clips, posts and a partner newsletter.",
    categories: ["events"],
    audience: "vendor",
    credit: { kind: "programme", name: "MSP Security Roundtable" },
  },
  distributorRoadshow: {
    title: "Distributor Roadshow: Partner Interviews",
    description: "Twelve partner interviews filmed across a three-city roadshow, one per month for a year.",
    categories: ["events", "interviews"],
    audience: "vendor",
  },
  eventToPipeline: {
    title: "From Booth Chat to Booked Meeting",
    description: "Six customer conversations recorded on the show floor, cut into a nurture sequence.",
    categories: ["events", "testimonial"],
    audience: "vendor",
  },
  // Testimonials and interviews
  northbridgeTestimonial: {
    title: "Northbridge IT: Onboarding Time Cut in Half",
    description: "An operations director explains, in her own words, what changed after the switch.",
    categories: ["testimonial"],
    audience: "msp",
    credit: { kind: "client", name: "Northbridge IT" },
  },
  lawFirmTestimonial: {
    title: "A Law Firm's Road to Zero Downtime",
    description: "The managing partner on the outage that started the search and the MSP that ended it.",
    categories: ["testimonial"],
    audience: "msp",
  },
  manufacturerTestimonial: {
    title: "Why a Manufacturer Switched MSPs",
    description: "A 20-minute remote interview, cut into a two-minute story and eight social clips.",
    categories: ["testimonial", "interviews"],
    audience: "msp",
  },
  futureOfMspInterview: {
    title: "The Future of the MSP: A Thought Leadership Series",
    description: "A 25-minute interview with an MSP founder, released as six short episodes.",
    categories: ["interviews"],
    audience: "msp",
    credit: { kind: "programme", name: "The Future of the MSP" },
  },
  securityPracticePartnerStory: {
    title: "Partner Story: Building a Security Practice",
    description: "A 45-minute partner story a vendor now uses in every recruitment conversation.",
    categories: ["interviews"],
    audience: "vendor",
  },
  ceoGrowthInterview: {
    title: "From 5 to 50 Engineers: A CEO Interview",
    description: "An MSP chief executive on hiring, culture and the clients who stayed for a decade.",
    categories: ["interviews", "testimonial"],
    audience: "msp",
  },
  // /msp-solutions/
  mspExample1: {
    title: "How a Dental Group Stopped Losing Mornings to IT",
    description: "A practice manager explains what changed after switching MSP, in her own words.",
    categories: ["testimonial"],
    audience: "msp",
  },
  mspExample2: {
    title: "Cyber Essentials in 90 Seconds",
    description: "A service explainer that turns a compliance chore into a clear next step.",
    categories: ["explainer"],
    audience: "msp",
  },
  mspExample3: {
    title: "Why We Stopped Selling Hours",
    description: "An MSP founder on moving clients to outcome-based managed services.",
    categories: ["interviews"],
    audience: "msp",
  },
  mspExample4: {
    title: "Meet the Help Desk Team",
    description: "The people who pick up the phone, and why clients ask for them by name.",
    categories: ["interviews", "social"],
    audience: "msp",
  },
  mspExample5: {
    title: "A Law Firm's Move to the Cloud",
    description: "A partner on migrating 40 fee-earners without losing a billable hour.",
    categories: ["testimonial"],
    audience: "msp",
  },
  mspExample6: {
    title: "What Happens When Ransomware Hits",
    description: "Backup and recovery explained through one client's very bad Monday.",
    categories: ["explainer"],
    audience: "msp",
  },
  mspTabTestimonial: {
    title: "Client Story: From Firefighting to Forward Planning",
    description: "An operations director on what a proactive MSP really feels like.",
    categories: ["testimonial"],
    audience: "msp",
  },
  mspTabExplainer: {
    title: "Managed Backup, Explained by Our Lead Engineer",
    description: "Three-two-one backups in 90 seconds, without a single acronym left unexplained.",
    categories: ["explainer"],
    audience: "msp",
  },
  mspTabThoughtLeadership: {
    title: "AI in the Small Business: Hype, Risk and Real Wins",
    description: "An MSP director's candid take on what clients should do this year.",
    categories: ["interviews"],
    audience: "msp",
  },
  // /vendor-solutions/
  vendorExample1: {
    title: "Why We Made Them Our Primary Security Vendor",
    description: "An MSP owner on the support and margin that won their loyalty.",
    categories: ["testimonial", "interviews"],
    audience: "vendor",
  },
  vendorExample2: {
    title: "Partner Summit 2025: The Highlights",
    description: "Three days of keynotes and partner awards in three minutes.",
    categories: ["events"],
    audience: "vendor",
    credit: { kind: "programme", name: "Partner Summit 2025" },
  },
  vendorExample3: {
    title: "Our Chief Revenue Officer on the Channel-First Promise",
    description: "Plain talk about margins, conflict and where the programme is going.",
    categories: ["interviews"],
    audience: "vendor",
  },
  vendorExample4: {
    title: "Your First 90 Days as a Partner",
    description: "An onboarding film that replaced a 40-page welcome pack.",
    categories: ["explainer"],
    audience: "vendor",
  },
  vendorExample5: {
    title: "A Distributor's View: Bundling for MSP Growth",
    description: "How one distributor packaged the stack and doubled attach rates.",
    categories: ["interviews"],
    audience: "vendor",
  },
  vendorExample6: {
    title: "Live From the Expo Floor",
    description: "Quick-fire partner interviews captured at a channel show stand.",
    categories: ["events", "interviews"],
    audience: "vendor",
  },
  vendorTabRecruitment: {
    title: "Partner Story: Growing Recurring Revenue 40% in a Year",
    description: "A UK MSP on onboarding, enablement and the deals that followed.",
    categories: ["interviews", "testimonial"],
    audience: "vendor",
  },
  vendorTabThoughtLeadership: {
    title: "The Next Five Years of the Channel",
    description: "A channel chief on consolidation, marketplaces and the MSP opportunity.",
    categories: ["interviews"],
    audience: "vendor",
  },
  vendorTabEvents: {
    title: "Partner Conference: Keynote and Awards Night",
    description: "How a two-day conference became a year of channel content.",
    categories: ["events"],
    audience: "vendor",
  },
  // /msp-pricing/
  mspFilmParody: {
    title: "Mission: Uptime, a Film Parody",
    description: "A blockbuster trailer spoof starring an MSP's own help desk team.",
    categories: ["creative"],
    audience: "msp",
  },
};
