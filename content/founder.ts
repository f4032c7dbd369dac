import { owner } from "@/content/owner";

/**
 * About the founder (home #about). Name and portrait come from the owner (content/owner.ts); the
 * bio describes the role docs/product.md §1 gives them (a channel consultant and video marketer).
 */
export const founder = {
  eyebrow: "About the founder",
  name: owner.founder.name,
  role: "Founder, channel consultant and video marketer",
  portrait: owner.founder.portrait,
  portraitAlt: owner.founder.portraitAlt,
  heading: "A channel consultant who picked up a camera",
  paragraphs: [
    "I spent over a decade inside the IT channel, building partner programmes for vendors and helping MSPs work out why great service wasn't turning into growth. The answer was almost always the same: nobody could see the people.",
    "So I started filming them. Engineers explaining what they fix, customers describing what changed, partners telling vendors why they stayed. Those videos did what years of brochures hadn't, and the studio grew from there.",
    "Today we work with MSPs, vendors and distributors across the UK and US. I still lead every strategy call and most interviews myself, because the best content comes from people who understand the channel.",
  ],
  highlights: [
    { value: "1000+", label: "MSPs in our channel network" },
    { value: "10+", label: "years building partner programmes" },
    { value: "24h", label: "response to every enquiry" },
  ],
  podcastNote: "Host of Harvest, the podcast about selling more to the MSP clients you already have.",
} as const;
