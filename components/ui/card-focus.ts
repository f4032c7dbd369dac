/**
 * Cards that are one big link or button (a stretched `after:absolute after:inset-0` on the title's
 * control) draw the focus ring round the whole card: on the stretched box itself the ring was
 * clipped by the card's rounded `overflow-hidden`, so keyboard visitors saw almost nothing.
 */
export const cardFocusRing =
  "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-solid has-[:focus-visible]:outline-accent-400";

/** The title control's own outline is replaced by the card's ring. */
export const stretchedControl = "after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none";
