import { owner } from "@/content/owner";

/** A post in the home page's social carousel (docs/product.md §3, "Social carousel item"). */
export type SocialItem = {
  id: string;
  title: string;
  description: string;
  /** Local artwork standing in for the post's image until the owner supplies it. */
  thumbnail: string;
  thumbnailAlt: string;
  url: string;
  /** Already formatted for display: it is a figure the network reports, not one we compute. */
  impressions: string;
};

/** The home carousel's posts; their addresses and reach figures come from the owner (content/owner.ts). */
export const socialItems = [
  {
    id: "outgrown-it",
    title: "5 Signs You've Outgrown Your IT Provider",
    description:
      "A document carousel cut from a 25-minute thought leadership interview. It ran for three weeks and booked two discovery calls for the MSP behind it.",
    thumbnail: "/artwork/social-outgrown-it.svg",
    thumbnailAlt: "Carousel cover reading 5 signs you've outgrown your IT provider",
    url: owner.posts.outgrownItCarousel,
    impressions: owner.carouselImpressions.outgrownIt,
  },
  {
    id: "credibility-quote",
    title: "Trust Is Won Before the First Call",
    description:
      "A quote card pulled from a partner story. The line did more for the vendor's recruitment drive than the press release did.",
    thumbnail: "/artwork/social-credibility-quote.svg",
    thumbnailAlt: "Quote card: buyers decide whether to trust you before they ever speak to you",
    url: owner.posts.credibilityQuote,
    impressions: owner.carouselImpressions.credibilityQuote,
  },
  {
    id: "summit-recap",
    title: "Partner Summit, in 60 Seconds",
    description:
      "A vertical recap posted the morning after the summit, while every attendee was still talking about it.",
    thumbnail: "/artwork/social-summit-recap.svg",
    thumbnailAlt: "Event recap tile showing a stage, an audience and the words Partner Summit",
    url: owner.posts.summitRecap,
    impressions: owner.carouselImpressions.summitRecap,
  },
  {
    id: "downtime-thread",
    title: "The Real Cost of an Hour of Downtime",
    description:
      "Numbers from a customer interview, turned into a short thread. Finance directors shared it; that's the audience that signs contracts.",
    thumbnail: "/artwork/social-downtime.svg",
    thumbnailAlt: "Data tile showing the cost of one hour of downtime rising on a chart",
    // The carousel's "view original post" opens the professional network (docs/product.md §2), so this is
    // the thread's copy there, not the short-post original the portfolio links to.
    url: owner.posts.downtimeThreadLinkedIn,
    impressions: owner.carouselImpressions.downtimeThread,
  },
  {
    id: "testimonial-cutdown",
    title: "“They Answered Before I'd Finished Typing”",
    description:
      "A 40-second cut of a customer testimonial with burned-in captions, built for the feed where most people watch with the sound off.",
    thumbnail: "/artwork/social-testimonial.svg",
    thumbnailAlt: "Captioned video still of a customer quote about fast support",
    url: owner.posts.testimonialCutdown,
    impressions: owner.carouselImpressions.testimonialCutdown,
  },
  {
    id: "founder-story",
    title: "Why I Stopped Selling Features",
    description:
      "A personal post on the founder's move from channel consultant to video marketer, and what 1000+ MSP conversations taught her.",
    thumbnail: "/artwork/social-founder-story.svg",
    thumbnailAlt: "Text tile reading why I stopped selling features",
    url: owner.posts.founderStory,
    impressions: owner.carouselImpressions.founderStory,
  },
] as const satisfies readonly SocialItem[];

export const socialCopy = {
  eyebrow: "Social content",
  heading: "Built for the feed, not just the website",
  lead: "Every interview becomes 15+ assets: clips, quote cards, carousels and captions that keep your name in front of buyers week after week.",
  previousLabel: "Previous posts",
  nextLabel: "Next posts",
  carouselLabel: "Social posts",
  impressionsLabel: "impressions",
  viewOriginalLabel: "View original post",
  openHint: "See post details",
  closeDetailsLabel: "Close post details",
} as const;
