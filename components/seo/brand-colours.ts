/**
 * The brand's colours for what is drawn outside the stylesheet (share cards, icons, the web
 * manifest): the same values as the theme tokens in app/globals.css, which a picture drawn at build
 * time cannot read.
 */
export const BRAND_COLOURS = {
  ink950: "#08111f",
  ink900: "#0f1b2d",
  ink800: "#1a2a42",
  ink700: "#2b3d59",
  ink300: "#a9b6c9",
  paper: "#faf7f2",
  accent300: "#ffb38a",
  accent400: "#ff8a4c",
  accent600: "#c2410c",
  accent700: "#9a3412",
} as const;
