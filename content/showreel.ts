import { owner } from "@/content/owner";

/**
 * The owner's showreel for the heroes of home and the two solutions pages, or null while the owner
 * file names no clip and poster (the heroes then show their designed still, below).
 */
export const showreel = owner.showreel.mp4 && owner.showreel.poster ? owner.showreel : null;

/** The still's recording light, as a camera's screen labels it. */
export const heroStillRecording = "Rec";

/** The lower-third caption of a hero's still: who is on camera, and what they make. */
export type HeroStill = { strap: string; detail: string };

/** Each hero's still, in the words of the page it opens. */
export const heroStills = {
  home: { strap: "Your people, on camera", detail: "Interviews · explainers · event films" },
  mspSolutions: { strap: "Your service desk lead", detail: "What your team fixes, and how fast" },
  vendorSolutions: { strap: "Your partner of the year", detail: "Why they chose your programme" },
} as const satisfies Record<string, HeroStill>;
