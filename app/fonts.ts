import localFont from "next/font/local";

// Self-hosted from @fontsource-variable (next/font/google needs network access at build time).
// `optional`: both files are preloaded, so they are almost always ready for the first paint; when
// they are not (a slow first visit), the page keeps the metric-matched fallback instead of
// reflowing every paragraph when the font arrives (a swap measured 0.13 CLS on the calculator).
// next/font sizes that fallback to Arial; the post-build step lets it draw from Arial's metric
// twins where Arial is missing (scripts/fonts/fallback-faces.mjs).
export const displayFont = localFont({
  src: "../node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
  variable: "--font-display-face",
  weight: "200 800",
  display: "optional",
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
});

export const bodyFont = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-body-face",
  weight: "100 900",
  display: "optional",
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
});

/*
 * Bricolage Grotesque draws the tail of its Q apart from the bowl, and at heading sizes the tail
 * reads as an underline ("Quick Response" looks like an underlined O). The font has no alternate Q
 * to switch to (its only substitutions are ccmp, dnom, frac, locl, numr, pnum and tnum), so the
 * display stack takes that one letter from Inter, the body face every page already loads: the same
 * file, limited to U+0051 by unicode-range. A face that covers no space never sets line metrics, so
 * heading line boxes stay Bricolage's; if the face is not ready in time (`optional`), Bricolage's
 * own Q shows, never a fallback face.
 */
export const displayQFont = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-display-q",
  weight: "100 900",
  display: "optional",
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: "unicode-range", value: "U+0051" }],
});
