/**
 * Facts only the owner can supply. Each is a single named constant so replacing a placeholder is a
 * one-line change; the README's "Content the owner supplies" lists them all.
 */
export const site = {
  /** PLACEHOLDER brand name until the owner confirms the trading name. */
  brandName: "Human Channel Studio",
  brandShort: "HCS",
  tagline: "Become Unforgettably Human.",
  /** Absolute origin the site is hosted at; canonical URLs and share cards are built from it. */
  url: "https://www.example.com",
  /** PLACEHOLDER address on the reserved .example domain until the owner supplies theirs. */
  email: "hello@humanchannel.example",
  /** PLACEHOLDER profiles: replace with the owner's real pages. */
  linkedInUrl: "https://www.linkedin.com/in/your-profile",
  linkedInLabel: "LinkedIn",
  xUrl: "https://x.com/your-handle",
  xLabel: "X (Twitter)",
  copyrightYear: 2025,
} as const;
