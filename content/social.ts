import { owner } from "@/content/owner";
import type { ImageSources } from "@/lib/owner-image-specs";

/** A post in the home page's social carousel (docs/product.md §3, "Social carousel item"). */
export type SocialItem = {
  id: string;
  title: string;
  description: string;
  /** The post's image: the owner's, or the template's designed artwork until they supply it. */
  thumbnail: string;
  thumbnailAlt: string;
  /** The image's resized files, where the build made them (added on the server as the page renders). */
  artwork?: ImageSources;
  url: string;
  /** Already formatted for display: it is a figure the network reports, not one we compute. */
  impressions: string;
};

/** A post's title, line and image as the owner wrote them. */
function fromOwner(post: (typeof owner.carouselPosts)[keyof typeof owner.carouselPosts]) {
  return {
    title: post.title,
    description: post.description,
    thumbnail: post.artwork,
    thumbnailAlt: post.artworkAlt,
  };
}

/** The home carousel's posts: titles, images, addresses and reach figures from the owner (content/owner.ts). */
export const socialItems = [
  {
    id: "outgrown-it",
    ...fromOwner(owner.carouselPosts.outgrownIt),
    url: owner.posts.outgrownItCarousel,
    impressions: owner.carouselImpressions.outgrownIt,
  },
  {
    id: "credibility-quote",
    ...fromOwner(owner.carouselPosts.credibilityQuote),
    url: owner.posts.credibilityQuote,
    impressions: owner.carouselImpressions.credibilityQuote,
  },
  {
    id: "summit-recap",
    ...fromOwner(owner.carouselPosts.summitRecap),
    url: owner.posts.summitRecap,
    impressions: owner.carouselImpressions.summitRecap,
  },
  {
    id: "downtime-thread",
    ...fromOwner(owner.carouselPosts.downtimeThread),
    // The carousel's "view original post" opens the professional network (docs/product.md §2), so this is
    // the thread's copy there, not the short-post original the portfolio links to.
    url: owner.posts.downtimeThreadLinkedIn,
    impressions: owner.carouselImpressions.downtimeThread,
  },
  {
    id: "testimonial-cutdown",
    ...fromOwner(owner.carouselPosts.testimonialCutdown),
    url: owner.posts.testimonialCutdown,
    impressions: owner.carouselImpressions.testimonialCutdown,
  },
  {
    id: "founder-story",
    ...fromOwner(owner.carouselPosts.founderStory),
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
