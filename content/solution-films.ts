import type { VideoKey } from "./owner-types";

/*
 * The films the solutions pages open with (docs/product.md §2: after the clients' logos, two or
 * three films told as cases), and the words around the frames their benefits are shown through.
 * Headings here are in sentence case, the house case the rest of the site moves to.
 */

/** A page's case films: its heading, and its candidates in order (content/case-films.ts picks). */
export type CaseFilmsCopy = {
  eyebrow: string;
  heading: string;
  lead: string;
  candidates: readonly VideoKey[];
  /** How many the page shows at most: three across a desktop, or two. */
  count: 2 | 3;
};

/** /msp-solutions/: MSPs' own clients on camera, then the explainer that shortened their calls. */
export const mspCaseFilms = {
  eyebrow: "Case studies",
  heading: "MSPs whose clients did the selling",
  lead: "Films we made with managed service providers, and what changed once their prospects watched.",
  candidates: [
    "northbridgeTestimonial",
    "lawFirmTestimonial",
    "coManagedExplainer",
    "ceoGrowthInterview",
    "mspTabTestimonial",
    "mspExample1",
  ],
  count: 3,
} as const satisfies CaseFilmsCopy;

/** /vendor-solutions/: a partner recruiting the next ones, and an event that sold the next. */
export const vendorCaseFilms = {
  eyebrow: "Case studies",
  heading: "Channel programmes their partners talk about",
  lead: "Films we made with vendors and distributors, and what they did for partner recruitment and events.",
  candidates: [
    "securityPracticePartnerStory",
    "partnerSummitHighlights",
    "vendorTabRecruitment",
    "vendorTabEvents",
  ],
  count: 2,
} as const satisfies CaseFilmsCopy;

/** Under each benefit's frame, before the title of the film it is from. */
export const benefitFrameCopy = {
  fromLabel: "From the film",
} as const;
