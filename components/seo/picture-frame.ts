/**
 * The outermost box of a picture drawn at build time (share cards, icons): it fills the image and
 * stacks its parts in a column, which Satori (next/og) needs spelled out on every box.
 */
export const PICTURE_FRAME = {
  width: "100%",
  height: "100%",
  display: "flex",
  flexDirection: "column",
} as const;
