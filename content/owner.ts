import type { OwnerDetails } from "./owner-types";

/*
 * ─────────────────────────────────────────────────────────────────────────────────────────────
 *  THE OWNER'S DETAILS: everything only you can supply, in one place.
 * ─────────────────────────────────────────────────────────────────────────────────────────────
 *
 *  How to edit: change only the text between the quotes "like this". Keep the quotes, the commas
 *  at the ends of lines and the names before the colons as they are.
 *
 *  `npm run check:launch` lists every value below that is still a stand-in, and says what to put
 *  there. The site is ready to go live when it prints "Ready to launch".
 *
 *  Empty quotes "" are allowed for videos and posts that are not ready yet: a video card then
 *  shows "Coming soon" with no play button, and a post shows no "view original post" link.
 */
export const owner: OwnerDetails = {
  brand: {
    /** The trading name, as it appears in the header, footer, share cards and printed quotes. */
    name: "Human Channel Studio",
    /** Two to four letters for tight spaces (the printed quote's reference, e.g. HCS-…). */
    shortName: "HCS",
  },

  /**
   * The address the live site is published at, starting https://. Canonical links, the sitemap
   * and share cards are built from it. A build can override it with the SITE_URL environment
   * variable (so a staging build and the live build differ by that one variable).
   */
  siteUrl: "https://www.example.com",

  /** The email address enquiries go to (shown on the contact page and offered when a form can't load). */
  email: "hello@humanchannel.example",

  /** Your profile pages, linked from the footer and the podcast page. */
  profiles: {
    linkedIn: "https://www.linkedin.com/in/your-profile",
    x: "https://x.com/your-handle",
  },

  /** The podcast's page on each platform (copy the address from your browser's address bar). */
  podcast: {
    spotify: "https://open.spotify.com/show/your-show-id",
    apple: "https://podcasts.apple.com/podcast/your-show-id",
    youtube: "https://www.youtube.com/@your-channel",
  },

  /**
   * The scheduling provider (Moxie). A form's share link looks like
   * https://hello.withmoxie.com/01/<workspace>/<form>: copy the two parts in angle brackets.
   */
  scheduling: {
    workspace: "placeholder-workspace",
    forms: {
      /** The free discovery call (contact page and the contact sections). */
      discoveryCall: "placeholder-discovery-call",
      /** The general enquiry form (contact page). */
      enquiry: "placeholder-enquiry-form",
      meeting15: "placeholder-15-minute-meeting",
      meeting30: "placeholder-30-minute-meeting",
      meeting60: "placeholder-60-minute-meeting",
      /** The free video content audit (/book-audit/). */
      audit: "placeholder-video-content-audit",
    },
  },

  /** The "About the founder" section on the home page. */
  founder: {
    name: "Sarah Whitfield",
    /**
     * A portrait in public/ (for example "/founder.jpg"), cropped to 5:6 as the layout shows it,
     * e.g. 1000 × 1200 px (docs/owner-guide.md).
     */
    portrait: "/artwork/founder-portrait.svg",
    /** What the portrait shows, read aloud to visitors who can't see it. */
    portraitAlt: "Illustrated portrait placeholder of the founder holding a camera",
  },

  /** The two client testimonials on the home page: a real client's words, name, role and company. */
  testimonials: {
    mspDirector: {
      quote:
        "One 20-minute interview gave us three months of posts and the customer video our sales team now sends before every proposal. Prospects arrive on calls saying they feel like they already know us.",
      name: "James Okafor",
      role: "Managing Director",
      company: "Northbridge IT Services",
    },
    vendorChannelLead: {
      quote:
        "We'd spent a fortune on our partner summit and had a folder of photos to show for it. This time we left with a year of partner stories, and recruitment conversations have never been easier.",
      name: "Priya Raman",
      role: "Head of Channel, EMEA",
      company: "CloudShield Security",
    },
  },

  /**
   * YouTube video ids: the 11 characters after "watch?v=" in a video's address
   * (https://www.youtube.com/watch?v=dQw4w9WgXcQ → "dQw4w9WgXcQ"). "" shows the card as "Coming soon".
   */
  videos: {
    coManagedExplainer: "",
    onboardingExplainer: "",
    continuityExplainer: "",
    mfaScreencast: "",
    portalScreencast: "",
    cyberInsuranceExplainer: "",
    passwordParody: "",
    patchTuesdayMusical: "",
    helpdeskFilmParody: "",
    officeMoveComedy: "",
    engineersChristmas: "",
    partnerSummitHighlights: "",
    securityRoundtableLive: "",
    distributorRoadshow: "",
    northbridgeTestimonial: "",
    lawFirmTestimonial: "",
    manufacturerTestimonial: "",
    futureOfMspInterview: "",
    securityPracticePartnerStory: "",
    ceoGrowthInterview: "",
    phishingShortClip: "",
    eventToPipeline: "",
    mspExample1: "",
    mspExample2: "",
    mspExample3: "",
    mspExample4: "",
    mspExample5: "",
    mspExample6: "",
    mspTabTestimonial: "",
    mspTabExplainer: "",
    mspTabThoughtLeadership: "",
    vendorExample1: "",
    vendorExample2: "",
    vendorExample3: "",
    vendorExample4: "",
    vendorExample5: "",
    vendorExample6: "",
    vendorTabRecruitment: "",
    vendorTabThoughtLeadership: "",
    vendorTabEvents: "",
    mspFilmParody: "",
  },

  /**
   * The address of each individual post (open the post, then copy the address bar).
   * "" shows the post without a "view original post" link.
   */
  posts: {
    multiChannelAds: "",
    outgrownItCarousel: "",
    credibilityQuote: "",
    /** The thread on X (the portfolio links here). */
    downtimeThread: "",
    /** The same thread on LinkedIn (the home page's carousel links here). */
    downtimeThreadLinkedIn: "",
    partnerDayPhotos: "",
    expoBooth: "",
    awardsNight: "",
    summitRecap: "",
    testimonialCutdown: "",
    founderStory: "",
  },

  /** The impressions LinkedIn reports for each post in the home page's carousel, as you want them shown. */
  carouselImpressions: {
    outgrownIt: "48,200",
    credibilityQuote: "31,750",
    summitRecap: "27,400",
    downtimeThread: "19,900",
    testimonialCutdown: "22,600",
    founderStory: "36,100",
  },

  /**
   * Photos from your events for the vendor page's gallery: put each file in public/events/ and
   * write its address as `src` (for example "/events/keynote.jpg"); landscape, at least 1600 px
   * wide. `alt` says what the photo shows, for visitors who can't see it.
   */
  eventPhotos: {
    keynote: {
      src: "/events/keynote.svg",
      alt: "A speaker on a large stage addressing a packed hall, with a bright presentation screen behind her",
    },
    panel: {
      src: "/events/panel.svg",
      alt: "Four panellists seated on stage in conversation, with a moderator at a lectern",
    },
    booth: {
      src: "/events/booth.svg",
      alt: "A branded exhibition stand with a large screen and visitors talking to the vendor team",
    },
    interview: {
      src: "/events/interview.svg",
      alt: "Two people facing each other on stools under studio lights while a camera films them",
    },
    audience: {
      src: "/events/audience.svg",
      alt: "Rows of attendees seen from behind, watching a presenter in a breakout room",
    },
    awards: {
      src: "/events/awards.svg",
      alt: "A partner holding a trophy on stage beneath a spotlight as confetti falls",
    },
    networking: {
      src: "/events/networking.svg",
      alt: "Small groups of people chatting around high tables under warm string lights",
    },
    livestream: {
      src: "/events/livestream.svg",
      alt: "A production desk with monitors showing the live stream of the main stage",
    },
    workshop: {
      src: "/events/workshop.svg",
      alt: "Partners working on laptops around a long table while a trainer points at a whiteboard",
    },
    camera: {
      src: "/events/camera.svg",
      alt: "A camera operator on a tripod filming the stage from the back of the hall",
    },
    fireside: {
      src: "/events/fireside.svg",
      alt: "Two executives in armchairs on a low stage having a relaxed conversation",
    },
    registration: {
      src: "/events/registration.svg",
      alt: "Attendees queuing at a welcome desk beneath the event banner to collect badges",
    },
  },
};
