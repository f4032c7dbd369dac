/*
 * Where each owner-supplied video and post shows: the page and the card's title. The launch check
 * says with it which cards a launch leaves out while a video id or a post's address is missing
 * (lib/unfinished-work.ts). lib/ cannot import content/, so the titles are kept here a second
 * time; tests/unit/owner-placements.test.ts fails when they differ from what the pages list.
 */

/** A card on a page: the page's path (lib/routes.ts) and the card's title as a visitor reads it. */
export type Placement = { page: string; card: string };

/** Every card that plays a video, by its field in the owner's `videos`. */
export const VIDEO_PLACEMENTS: Record<string, readonly Placement[]> = {
  partnerSummitHighlights: [
    { page: "/", card: "Channel Partner Summit: 90-Second Highlights" },
    { page: "/portfolio/", card: "Channel Partner Summit: 90-Second Highlights" },
  ],
  eventToPipeline: [{ page: "/", card: "From Booth Chat to Booked Meeting" }],
  securityRoundtableLive: [
    { page: "/", card: "Live: MSP Security Roundtable" },
    { page: "/portfolio/", card: "Live: MSP Security Roundtable" },
  ],
  northbridgeTestimonial: [
    { page: "/", card: "Northbridge IT: Onboarding Time Cut in Half" },
    { page: "/portfolio/", card: "Northbridge IT: Onboarding Time Cut in Half" },
  ],
  lawFirmTestimonial: [
    { page: "/", card: "A Law Firm's Road to Zero Downtime" },
    { page: "/portfolio/", card: "A Law Firm's Road to Zero Downtime" },
  ],
  manufacturerTestimonial: [
    { page: "/", card: "Why a Manufacturer Switched MSPs" },
    { page: "/portfolio/", card: "Why a Manufacturer Switched MSPs" },
  ],
  helpdeskFilmParody: [
    { page: "/", card: "Mission: Impossible Helpdesk" },
    { page: "/portfolio/", card: "Mission: Impossible Helpdesk" },
  ],
  patchTuesdayMusical: [
    { page: "/", card: "Patch Tuesday: The Musical" },
    { page: "/portfolio/", card: "Patch Tuesday: The Musical" },
  ],
  coManagedExplainer: [
    { page: "/", card: "Co-Managed IT, Explained in 90 Seconds" },
    { page: "/portfolio/", card: "Co-Managed IT, Explained in 90 Seconds" },
  ],
  continuityExplainer: [
    { page: "/", card: "Backup Is Not Business Continuity" },
    { page: "/portfolio/", card: "Backup Is Not Business Continuity" },
  ],
  onboardingExplainer: [
    { page: "/", card: "What Happens in Your First 30 Days" },
    { page: "/portfolio/", card: "What Happens in Your First 30 Days" },
  ],
  mfaScreencast: [{ page: "/portfolio/", card: "Turning On MFA in Microsoft 365" }],
  portalScreencast: [{ page: "/portfolio/", card: "Inside the Client Portal: Raising a Ticket" }],
  cyberInsuranceExplainer: [{ page: "/portfolio/", card: "Why Your Cyber Insurer Wants an MSP" }],
  passwordParody: [{ page: "/portfolio/", card: "Password123: A Love Story" }],
  officeMoveComedy: [{ page: "/portfolio/", card: "The Office Move That Nearly Wasn't" }],
  engineersChristmas: [{ page: "/portfolio/", card: "Meet the Engineers: Christmas Special" }],
  phishingShortClip: [{ page: "/portfolio/", card: "45 Seconds on Spotting a Phish" }],
  distributorRoadshow: [{ page: "/portfolio/", card: "Distributor Roadshow: Partner Interviews" }],
  futureOfMspInterview: [{ page: "/portfolio/", card: "The Future of the MSP: A Thought Leadership Series" }],
  securityPracticePartnerStory: [
    { page: "/portfolio/", card: "Partner Story: Building a Security Practice" },
  ],
  ceoGrowthInterview: [{ page: "/portfolio/", card: "From 5 to 50 Engineers: A CEO Interview" }],
  mspExample1: [{ page: "/msp-solutions/", card: "How a Dental Group Stopped Losing Mornings to IT" }],
  mspExample2: [{ page: "/msp-solutions/", card: "Cyber Essentials in 90 Seconds" }],
  mspExample3: [{ page: "/msp-solutions/", card: "Why We Stopped Selling Hours" }],
  mspExample4: [{ page: "/msp-solutions/", card: "Meet the Help Desk Team" }],
  mspExample5: [{ page: "/msp-solutions/", card: "A Law Firm's Move to the Cloud" }],
  mspExample6: [{ page: "/msp-solutions/", card: "What Happens When Ransomware Hits" }],
  mspTabTestimonial: [
    { page: "/msp-solutions/", card: "Client Story: From Firefighting to Forward Planning" },
  ],
  mspTabExplainer: [{ page: "/msp-solutions/", card: "Managed Backup, Explained by Our Lead Engineer" }],
  mspTabThoughtLeadership: [
    { page: "/msp-solutions/", card: "AI in the Small Business: Hype, Risk and Real Wins" },
  ],
  vendorExample1: [{ page: "/vendor-solutions/", card: "Why We Made Them Our Primary Security Vendor" }],
  vendorExample2: [{ page: "/vendor-solutions/", card: "Partner Summit 2025: The Highlights" }],
  vendorExample3: [
    { page: "/vendor-solutions/", card: "Our Chief Revenue Officer on the Channel-First Promise" },
  ],
  vendorExample4: [{ page: "/vendor-solutions/", card: "Your First 90 Days as a Partner" }],
  vendorExample5: [{ page: "/vendor-solutions/", card: "A Distributor's View: Bundling for MSP Growth" }],
  vendorExample6: [{ page: "/vendor-solutions/", card: "Live From the Expo Floor" }],
  vendorTabRecruitment: [
    { page: "/vendor-solutions/", card: "Partner Story: Growing Recurring Revenue 40% in a Year" },
  ],
  vendorTabThoughtLeadership: [{ page: "/vendor-solutions/", card: "The Next Five Years of the Channel" }],
  vendorTabEvents: [{ page: "/vendor-solutions/", card: "Partner Conference: Keynote and Awards Night" }],
  mspFilmParody: [{ page: "/msp-pricing/", card: "Mission: Uptime, a Film Parody" }],
};

/** Every card that links to a post, by its field in the owner's `posts`. */
export const POST_PLACEMENTS: Record<string, readonly Placement[]> = {
  multiChannelAds: [{ page: "/", card: "Multi-channel ad campaign" }],
  partnerDayPhotos: [{ page: "/portfolio/", card: "Vendor partner day: Photo story" }],
  expoBooth: [{ page: "/portfolio/", card: "IT expo: Booth interviews" }],
  awardsNight: [{ page: "/portfolio/", card: "Partner awards night" }],
  outgrownItCarousel: [
    { page: "/portfolio/", card: "5 signs you've outgrown your IT provider" },
    { page: "/", card: "5 signs you've outgrown your IT provider" },
  ],
  credibilityQuote: [
    { page: "/portfolio/", card: "Trust is won before the first call" },
    { page: "/", card: "Trust is won before the first call" },
  ],
  downtimeThread: [{ page: "/portfolio/", card: "The real cost of an hour of downtime" }],
  testimonialCutdown: [
    { page: "/portfolio/", card: "“They answered before I'd finished typing”" },
    { page: "/", card: "“They answered before I'd finished typing”" },
  ],
  summitRecap: [{ page: "/", card: "Partner summit, in 60 seconds" }],
  downtimeThreadLinkedIn: [{ page: "/", card: "The real cost of an hour of downtime" }],
  founderStory: [{ page: "/", card: "Why I stopped selling features" }],
};

/** The pages above as an owner knows them. */
const PAGE_NAMES: Record<string, string> = {
  "/": "Home page",
  "/portfolio/": "Portfolio",
  "/msp-solutions/": "MSP solutions",
  "/vendor-solutions/": "Vendor solutions",
  "/msp-pricing/": "MSP pricing",
};

/** A page as the launch check names it: "Portfolio (/portfolio/)". */
export function pageName(page: string): string {
  const name = PAGE_NAMES[page];
  return name ? `${name} (${page})` : page;
}
