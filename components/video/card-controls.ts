/*
 * A film card's two controls, shared by the video cards and the portfolio's: the play control
 * covers the still (a press plays the film in place), and the title's link, stretched over the
 * rest of the card, leads to the film's page. The play control sits above the stretched link, so
 * the still plays and everything else opens the page; each draws its own focus ring (the link's
 * on the whole card, through the card's `has-[a:focus-visible]`).
 */

/** Over the still: a button the size of the picture, the play badge in its middle. */
export const playControl =
  "group/play absolute inset-0 z-10 flex cursor-pointer items-center justify-center bg-ink-950/10 transition-colors hover:bg-ink-950/25 focus-visible:bg-ink-950/25 focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-accent-400 focus-visible:outline-solid motion-reduce:transition-none";

/** The title's link, stretched over the card; its own outline gives way to the card's ring. */
export const titleLink =
  "text-left decoration-accent-600 decoration-2 underline-offset-4 after:absolute after:inset-0 after:rounded-[inherit] hover:underline focus-visible:outline-none";
