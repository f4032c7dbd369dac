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
 *  (A launch leaves both out; a video with an id needs its upload date too.)
 */
export const owner: OwnerDetails = {
  brand: {
    /** The trading name, as it appears in the header, footer, share cards and printed quotes. */
    name: "Human Channel Studio",
    /** Two to four letters for tight spaces: the monogram on share cards and icons, the printed quote's reference (HCS-…). */
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

  /** Your podcast: its name and description (the podcast page, the menu, the founder section) and its pages. */
  podcast: {
    /** The show's name, as the menu, the podcast page and its cover show it. Keep it short (one or two words). */
    name: "Harvest",
    /** A short line under the name (the page title and the cover). */
    tagline: "The MSP growth podcast",
    /** The podcast page's heading, after the name ("Harvest: Grow what you've already planted"). */
    headline: "Grow what you've already planted",
    /** What the show is, read after its name ("Harvest is …", "Host of Harvest, …"). */
    description: "the podcast about selling more to the MSP clients you already have",
    /** The heading of "About the show" on the podcast page. */
    aboutHeading: "The growth that's hiding in your client list",
    /** "About the show" on the podcast page: a paragraph per line. */
    about: [
      "Most MSPs chase new logos while their existing clients quietly buy security, cloud and compliance from someone else. Harvest is about closing that gap.",
      "Each episode sits down with MSP owners, account managers and channel leaders to unpick how they organise account reviews, price new services and turn a support relationship into a strategic one, with the numbers to back it up.",
    ],
    /* The show's page on each platform (copy the address from your browser's address bar). */
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
    /** The line under the name on the portrait. */
    role: "Founder, channel consultant and video marketer",
    /** The section's heading. */
    heading: "A channel consultant who picked up a camera",
    /** The founder's story, in your own words: a paragraph per line. */
    bio: [
      "I spent over a decade inside the IT channel, building partner programmes for vendors and helping MSPs work out why great service wasn't turning into growth. The answer was almost always the same: nobody could see the people.",
      "So I started filming them. Engineers explaining what they fix, customers describing what changed, partners telling vendors why they stayed. Those videos did what years of brochures hadn't, and the studio grew from there.",
      "Today we work with MSPs, vendors and distributors across the UK and US. I still lead every strategy call and most interviews myself, because the best content comes from people who understand the channel.",
    ],
    /**
     * A portrait in public/ (for example "/founder.jpg"), 5:6 as the layout shows it, e.g.
     * 1000 × 1200 px; the build crops it to 5:6 and makes the smaller copies (docs/owner-guide.md).
     */
    portrait: "/artwork/founder-portrait.svg",
    /** What the portrait shows, read aloud to visitors who can't see it. */
    portraitAlt: "Illustrated portrait placeholder of the founder holding a camera",
  },

  /**
   * Your own figures, as shown (e.g. "1,200+"): on the home page under the opening, in the founder
   * section, on /vendor-solutions/ and in the founder's post on the home carousel.
   */
  figures: {
    /** How many MSPs your channel network reaches. */
    mspNetwork: "1000+",
    /** Years you have worked in the IT channel. */
    yearsInChannel: "10+",
  },

  /**
   * The two client testimonials (both on the home page; the first on /msp-solutions/, the second on
   * /vendor-solutions/): a real client's words, name, role and company, and a photo of them. `photo`
   * is an image in public/ (for example "/people/james.jpg"), square, at least 600 × 600 px, a head
   * and shoulders; "" shows their initials instead.
   */
  testimonials: {
    mspDirector: {
      quote:
        "One 20-minute interview gave us three months of posts and the customer video our sales team now sends before every proposal. Prospects arrive on calls saying they feel like they already know us.",
      name: "James Okafor",
      role: "Managing Director",
      company: "Northbridge IT Services",
      photo: "/artwork/stand-in-client-photo-james-okafor.svg",
    },
    vendorChannelLead: {
      quote:
        "We'd spent a fortune on our partner summit and had a folder of photos to show for it. This time we left with a year of partner stories, and recruitment conversations have never been easier.",
      name: "Priya Raman",
      role: "Head of Channel, EMEA",
      company: "CloudShield Security",
      photo: "/artwork/stand-in-client-photo-priya-raman.svg",
    },
  },

  /**
   * Your clients' logos, in the strip under the opening of the home page and the two solutions
   * pages, in this order: the client's `name` (read aloud to visitors who can't see the logo) and
   * the `logo` file in public/ (for example "/clients/northbridge.svg"): an SVG, or a PNG at least
   * 528 px wide on a transparent background. Four to eight fill the strip best. Only clients who
   * have agreed to be named; leave the list empty, `clientLogos: []`, and the strip is left out.
   */
  clientLogos: [
    { name: "Northbridge IT Services", logo: "/artwork/stand-in-client-logo-northbridge.svg" },
    { name: "CloudShield Security", logo: "/artwork/stand-in-client-logo-cloudshield.svg" },
    { name: "Meridian Managed IT", logo: "/artwork/stand-in-client-logo-meridian.svg" },
    { name: "Ashgrove Technology Partners", logo: "/artwork/stand-in-client-logo-ashgrove.svg" },
    { name: "Forgepoint Backup & Recovery", logo: "/artwork/stand-in-client-logo-forgepoint.svg" },
    { name: "Atlas Distribution", logo: "/artwork/stand-in-client-logo-atlas.svg" },
  ],

  /**
   * Where each statistic on the solutions pages comes from, shown under the figure as its source:
   * `citation` as a reader would cite it ("CompTIA, State of the Channel 2025") and `url` the
   * report's address ("" for a printed source or your own research). A statistic with no citation
   * shows without one in a preview; a launch shows a figure from your own films in its place
   * (docs/owner-guide.md, `statisticSources`).
   */
  statisticSources: {
    /** /msp-solutions/: "60% of MSPs cite competition as the biggest threat". */
    mspCompetition: { citation: "", url: "" },
    /** /msp-solutions/: "95% of cold emails fail". */
    mspColdEmail: { citation: "", url: "" },
    /** /msp-solutions/: "72% ROI improvement with video testimonials". */
    mspTestimonialRoi: { citation: "", url: "" },
    /** /vendor-solutions/: "85% of channel programmes underperform". */
    vendorUnderperform: { citation: "", url: "" },
    /** /vendor-solutions/: "18 months average partner onboarding". */
    vendorOnboarding: { citation: "", url: "" },
    /** /vendor-solutions/: "£100k+ annual value per productive partner". */
    vendorPartnerValue: { citation: "", url: "" },
  },

  /**
   * Your films, one entry per video the site shows. For each:
   *   id          the YouTube id: the 11 characters after "watch?v=" in its address
   *               (https://www.youtube.com/watch?v=dQw4w9WgXcQ → "dQw4w9WgXcQ"). "" until the film is
   *               ready: a preview then shows its card as "Coming soon", and a launch leaves it out.
   *   uploadDate  the day it was published, as year-month-day ("2025-03-14"); every film with an id
   *               needs one (search engines show it with the film).
   * and, optionally (`npm run check:launch` lists the films with an id but no duration or summary):
   *   duration    its running time as YouTube shows it ("1:32", "12:05", "1:02:30"); its page shows
   *               it the same way;
   *   summary     a few paragraphs about the film, shown on its page: ["First paragraph.", "Second."];
   *   transcript  what is said in it, a paragraph per line, offered on its page.
   * and, for a film you can tell as a case study (each part shows on its page as a headed section,
   * only where you give it):
   *   client      the client it was made for, as they write their name: "Northbridge IT";
   *   brief       what the client needed, a paragraph per line: ["First paragraph.", "Second."];
   *   approach    how you made it, a paragraph per line;
   *   result      what it changed, a short figure and what it counts:
   *               { figure: "3 weeks", label: "for a new client to settle, down from six" };
   *   quote       the client's own words and who said them, with a square photo of them in
   *               public/ if you have one (their initials show without):
   *               { text: "…", name: "Joanna Pike", role: "Operations Director, Northbridge IT",
   *                 photo: "/people/joanna-pike.jpg" };
   *   credits     who made it: [{ role: "Director", name: "Hannah Cole" }, { role: "Edit", name: "…" }].
   * For example:
   *   northbridgeTestimonial: { id: "8DwkNhFdnXs", uploadDate: "2024-10-28", duration: "2:14",
   *     client: "Northbridge IT", result: { figure: "3 weeks", label: "…" }, quote: { … } },
   * Each film gets a page of its own (/work/<its title>/) once it has an id.
   */
  videos: {
    coManagedExplainer: { id: "", uploadDate: "" },
    onboardingExplainer: { id: "", uploadDate: "" },
    continuityExplainer: { id: "", uploadDate: "" },
    mfaScreencast: { id: "", uploadDate: "" },
    portalScreencast: { id: "", uploadDate: "" },
    cyberInsuranceExplainer: { id: "", uploadDate: "" },
    passwordParody: { id: "", uploadDate: "" },
    patchTuesdayMusical: { id: "", uploadDate: "" },
    helpdeskFilmParody: { id: "", uploadDate: "" },
    officeMoveComedy: { id: "", uploadDate: "" },
    engineersChristmas: { id: "", uploadDate: "" },
    partnerSummitHighlights: { id: "", uploadDate: "" },
    securityRoundtableLive: { id: "", uploadDate: "" },
    distributorRoadshow: { id: "", uploadDate: "" },
    northbridgeTestimonial: { id: "", uploadDate: "" },
    lawFirmTestimonial: { id: "", uploadDate: "" },
    manufacturerTestimonial: { id: "", uploadDate: "" },
    futureOfMspInterview: { id: "", uploadDate: "" },
    securityPracticePartnerStory: { id: "", uploadDate: "" },
    ceoGrowthInterview: { id: "", uploadDate: "" },
    phishingShortClip: { id: "", uploadDate: "" },
    eventToPipeline: { id: "", uploadDate: "" },
    mspExample1: { id: "", uploadDate: "" },
    mspExample2: { id: "", uploadDate: "" },
    mspExample3: { id: "", uploadDate: "" },
    mspExample4: { id: "", uploadDate: "" },
    mspExample5: { id: "", uploadDate: "" },
    mspExample6: { id: "", uploadDate: "" },
    mspTabTestimonial: { id: "", uploadDate: "" },
    mspTabExplainer: { id: "", uploadDate: "" },
    mspTabThoughtLeadership: { id: "", uploadDate: "" },
    vendorExample1: { id: "", uploadDate: "" },
    vendorExample2: { id: "", uploadDate: "" },
    vendorExample3: { id: "", uploadDate: "" },
    vendorExample4: { id: "", uploadDate: "" },
    vendorExample5: { id: "", uploadDate: "" },
    vendorExample6: { id: "", uploadDate: "" },
    vendorTabRecruitment: { id: "", uploadDate: "" },
    vendorTabThoughtLeadership: { id: "", uploadDate: "" },
    vendorTabEvents: { id: "", uploadDate: "" },
    mspFilmParody: { id: "", uploadDate: "" },
  },

  /**
   * Optional: your own still for a film, shown on its cards and its page instead of the one the
   * build takes from YouTube (useful when YouTube's has the title burnt in). An image in public/,
   * 16:9, at least 1280 × 720 px, by the film's name above, e.g.
   * `helpdeskFilmParody: "/posters/helpdesk.jpg"`.
   */
  videoPosters: {},

  /**
   * How each film's own page (/work/<its title>/) shows the film:
   *   "in-page"   YouTube's player is part of the page (its privacy-enhanced, cookie-free address,
   *               not playing until pressed), so search engines read the page as a page about
   *               that video and can list it in video results. Opening the page contacts YouTube.
   *   "on-press"  the film's still with a play button, as on every other page: nothing contacts
   *               YouTube until the visitor presses play, but search engines see no video on it.
   * Every other page shows the still until play either way. The privacy notice (/privacy/) says
   * which one is on.
   */
  filmPagePlayer: "in-page",

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
   * The home carousel's posts as the cards show them: your post's title, a line on what it did,
   * and its image. `artwork` is an image in public/ (for example "/posts/outgrown-it.jpg"),
   * square as the networks show a single-image post, at least 1080 × 1080 px; `artworkAlt` says
   * what it shows.
   */
  carouselPosts: {
    outgrownIt: {
      title: "5 signs you've outgrown your IT provider",
      description:
        "A document carousel cut from a 25-minute thought leadership interview. It ran for three weeks and booked two discovery calls for the MSP behind it.",
      artwork: "/artwork/social-outgrown-it.svg",
      artworkAlt: "Carousel cover reading 5 signs you've outgrown your IT provider",
    },
    credibilityQuote: {
      title: "Trust is won before the first call",
      description:
        "A quote card pulled from a partner story. The line did more for the vendor's recruitment drive than the press release did.",
      artwork: "/artwork/social-credibility-quote.svg",
      artworkAlt: "Quote card: buyers decide whether to trust you before they ever speak to you",
    },
    summitRecap: {
      title: "Partner summit, in 60 seconds",
      description:
        "A vertical recap posted the morning after the summit, while every attendee was still talking about it.",
      artwork: "/artwork/social-summit-recap.svg",
      artworkAlt: "Event recap tile showing a stage, an audience and the words Partner Summit",
    },
    downtimeThread: {
      title: "The real cost of an hour of downtime",
      description:
        "Numbers from a customer interview, turned into a short thread. Finance directors shared it; that's the audience that signs contracts.",
      artwork: "/artwork/social-downtime.svg",
      artworkAlt: "Data tile showing the cost of one hour of downtime rising on a chart",
    },
    testimonialCutdown: {
      title: "“They answered before I'd finished typing”",
      description:
        "A 40-second cut of a customer testimonial with burned-in captions, built for the feed where most people watch with the sound off.",
      artwork: "/artwork/social-testimonial.svg",
      artworkAlt: "Captioned video still of a customer quote about fast support",
    },
    founderStory: {
      title: "Why I stopped selling features",
      description:
        "A personal post on the founder's move from channel consultant to video marketer, and what 1000+ MSP conversations taught her.",
      artwork: "/artwork/social-founder-story.svg",
      artworkAlt: "Text tile reading why I stopped selling features",
    },
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

  /**
   * Your showreel: the home page's hero. It plays muted and on a loop behind the headline, and the
   * "Watch the reel" button plays it with sound in a window of its own. Put the files in
   * public/showreel/ and write their addresses here: an MP4 (H.264, about 20–60 seconds,
   * 1280 × 720, under 8 MB, with its soundtrack), optionally a WebM of the same clip (smaller, used
   * where the browser plays it), and a poster: a still from the clip, 1920 × 1080, shown until the
   * clip plays and instead of it for visitors who prefer less motion or save data. `description`
   * says what the clip shows, for visitors who can't see it; `captions` is optionally a WebVTT file
   * of what is said in it (e.g. /showreel/showreel.en.vtt), shown when it plays with sound.
   * Leave them "" until you have one: the heroes then show designed still artwork.
   */
  showreel: {
    mp4: "",
    webm: "",
    poster: "",
    description: "",
    captions: "",
  },

  /**
   * Optional: a film of its own for the hero of /msp-solutions/ and of /vendor-solutions/, in the
   * same form as the showreel (e.g. a customer story cut for MSPs, partner event footage for
   * vendors). A page whose fields are left "" plays your showreel instead.
   */
  solutionFilms: {
    mspSolutions: { mp4: "", webm: "", poster: "", description: "", captions: "" },
    vendorSolutions: { mp4: "", webm: "", poster: "", description: "", captions: "" },
  },

  /**
   * Who you are in law, for the privacy notice (/privacy/) and the terms (/terms/). Both pages are
   * written from these lines, your email address above and the services the site uses.
   */
  legal: {
    /** The name you trade and contract under, e.g. "Human Channel Studio Ltd". */
    companyName: "Human Channel Studio Ltd",
    /** Your registered or postal address, one line per entry. */
    address: ["1 Example Street", "London", "EC1A 1AA", "United Kingdom"],
    /** Your company registration as it should read, e.g. "Registered in England and Wales, company number 01234567"; "" if none. */
    registration: "Registered in England and Wales, company number 00000000",
    /** Whose law governs the terms: "England and Wales", "the State of New York"… */
    governingLaw: "England and Wales",
    /** When you last changed the privacy notice or terms, as year-month-day. */
    updated: "2026-12-05",
  },

  /**
   * Your US prices, in whole dollars. US visitors see prices in dollars; where you leave null, the
   * site converts the pound price at 1.27 and rounds it to a price point ending in 95 or 45
   * (£995 → $1,295, £745 → $945; docs/product.md §9 has the rule). Write a figure to set your own,
   * e.g. essential: 1250. `npm run check:launch` lists every US price and where it comes from.
   */
  usPrices: {
    /** The Video Content Audit (£995), on /msp-pricing/ and /book-audit/. */
    videoAudit: null,
    /** The monthly packages (£995, £2,495, £3,495); /pricing/'s "from" figure is the lowest. */
    essential: null,
    growth: null,
    premium: null,
    /** The one-off onboarding fee (£995). */
    onboarding: null,
    /** The add-ons: extra core content £745, extra strategic content £1,495, rush delivery £395, strategy time £235 an hour, blog posts £395. */
    extraCore: null,
    extraStrategic: null,
    rush: null,
    strategyTime: null,
    blogPosts: null,
  },

  /**
   * Visitor analytics: off (null) until you choose one of these cookieless services, so no consent
   * banner is needed. Write exactly one, in place of null:
   *   Plausible:  { provider: "plausible", domain: "yourdomain.com" }
   *               (self-hosted: add host: "https://plausible.yourdomain.com")
   *   Umami:      { provider: "umami", websiteId: "the id from Umami's settings", host: "https://cloud.umami.is" }
   *               (self-hosted: your Umami server's address as host)
   *   Cloudflare: { provider: "cloudflare", token: "the token from Cloudflare's snippet" } (page views only)
   * docs/owner-guide.md lists what each records.
   */
  analytics: null,
};
