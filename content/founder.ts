import { owner } from "@/content/owner";

/**
 * About the founder (home #about). The founder's name, portrait, story and figures are the owner's
 * own (content/owner.ts); the template's describe the role docs/product.md §1 gives them.
 */
export const founder = {
  eyebrow: "About the founder",
  name: owner.founder.name,
  role: owner.founder.role,
  portrait: owner.founder.portrait,
  portraitAlt: owner.founder.portraitAlt,
  heading: owner.founder.heading,
  paragraphs: owner.founder.bio,
  highlights: [
    { value: owner.figures.mspNetwork, label: "MSPs in our channel network" },
    { value: owner.figures.yearsInChannel, label: "years building partner programmes" },
    { value: "24h", label: "response to every enquiry" },
  ],
  podcastNote: `Host of ${owner.podcast.name}, ${owner.podcast.description}.`,
} as const;
