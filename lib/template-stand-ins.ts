/*
 * The template's own copy, as content/owner.ts ships it: the founder's story, the figures, the
 * podcast, the testimonials, the clients' logos, the carousel's posts, the event photos and their
 * alt texts, and the company the legal pages name. The launch check reports an owner field while
 * it still equals the value here (lib/ cannot import content/, so the words are kept a second
 * time; the launch check's unit test fails if the two differ).
 */
export const TEMPLATE_STAND_INS = {
  founder: {
    name: "Sarah Whitfield",
    role: "Founder, channel consultant and video marketer",
    heading: "A channel consultant who picked up a camera",
    bio: [
      "I spent over a decade inside the IT channel, building partner programmes for vendors and helping MSPs work out why great service wasn't turning into growth. The answer was almost always the same: nobody could see the people.",
      "So I started filming them. Engineers explaining what they fix, customers describing what changed, partners telling vendors why they stayed. Those videos did what years of brochures hadn't, and the studio grew from there.",
      "Today we work with MSPs, vendors and distributors across the UK and US. I still lead every strategy call and most interviews myself, because the best content comes from people who understand the channel.",
    ],
    portrait: "/artwork/founder-portrait.svg",
    portraitAlt: "Illustrated portrait placeholder of the founder holding a camera",
  },
  figures: {
    mspNetwork: "1000+",
    yearsInChannel: "10+",
  },
  podcast: {
    name: "Harvest",
    tagline: "The MSP growth podcast",
    headline: "Grow what you've already planted",
    description: "the podcast about selling more to the MSP clients you already have",
    aboutHeading: "The growth that's hiding in your client list",
    about: [
      "Most MSPs chase new logos while their existing clients quietly buy security, cloud and compliance from someone else. Harvest is about closing that gap.",
      "Each episode sits down with MSP owners, account managers and channel leaders to unpick how they organise account reviews, price new services and turn a support relationship into a strategic one, with the numbers to back it up.",
    ],
  },
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
  clientLogos: [
    { name: "Northbridge IT Services", logo: "/artwork/stand-in-client-logo-northbridge.svg" },
    { name: "CloudShield Security", logo: "/artwork/stand-in-client-logo-cloudshield.svg" },
    { name: "Meridian Managed IT", logo: "/artwork/stand-in-client-logo-meridian.svg" },
    { name: "Ashgrove Technology Partners", logo: "/artwork/stand-in-client-logo-ashgrove.svg" },
    { name: "Forgepoint Backup & Recovery", logo: "/artwork/stand-in-client-logo-forgepoint.svg" },
    { name: "Atlas Distribution", logo: "/artwork/stand-in-client-logo-atlas.svg" },
  ],
  carouselImpressions: {
    outgrownIt: "48,200",
    credibilityQuote: "31,750",
    summitRecap: "27,400",
    downtimeThread: "19,900",
    testimonialCutdown: "22,600",
    founderStory: "36,100",
  },
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
  legal: {
    companyName: "Human Channel Studio Ltd",
    address: ["1 Example Street", "London", "EC1A 1AA", "United Kingdom"],
    registration: "Registered in England and Wales, company number 00000000",
  },
} as const;
