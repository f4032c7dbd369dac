import { owner } from "@/content/owner";
import type { HeroFilm } from "@/content/owner-types";
import { firstPlayable } from "@/lib/hero-film";

/** The pages whose hero is a film: the home page and the two solutions pages. */
export type FilmHeroPage = "home" | "mspSolutions" | "vendorSolutions";

/** The owner's showreel, or null while the owner file names no clip and poster. */
export const showreel = firstPlayable(owner.showreel);

/**
 * Each film hero's film: a solutions page plays its own film when the owner gives one, else the
 * showreel; null while there is neither (the hero then shows its designed still, below).
 */
export const heroFilms: Record<FilmHeroPage, HeroFilm | null> = {
  home: showreel,
  mspSolutions: firstPlayable(owner.solutionFilms?.mspSolutions, owner.showreel),
  vendorSolutions: firstPlayable(owner.solutionFilms?.vendorSolutions, owner.showreel),
};

/** The title of each page's film in the dialog that plays it with sound (the showreel's is home's). */
export const heroFilmTitles = {
  home: "Our Showreel",
  mspSolutions: "Our Work for MSPs",
  vendorSolutions: "Our Work for Vendors",
} as const satisfies Record<FilmHeroPage, string>;

/** The still's recording light, as a camera's screen labels it. */
export const heroStillRecording = "Rec";

/** The lower-third caption of a hero's still: who is on camera, and what they make. */
export type HeroStill = { strap: string; detail: string };

/** Each film hero's still, in the words of the page it opens. */
export const heroStills = {
  home: { strap: "Your people, on camera", detail: "Interviews · explainers · event films" },
  mspSolutions: { strap: "Your service desk lead", detail: "What your team fixes, and how fast" },
  vendorSolutions: { strap: "Your partner of the year", detail: "Why they chose your programme" },
} as const satisfies Record<FilmHeroPage, HeroStill>;
