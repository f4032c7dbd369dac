import { owner } from "@/content/owner";
import { siteUrlFrom } from "@/lib/site-url";

/** The site's identity, from the owner's details (content/owner.ts). */
export const site = {
  brandName: owner.brand.name,
  brandShort: owner.brand.shortName,
  tagline: "Become Unforgettably Human.",
  /**
   * Absolute origin the site is hosted at; canonical URLs and share cards are built from it. The
   * SITE_URL build variable wins over the owner's value (next.config.ts passes it through).
   */
  url: siteUrlFrom(process.env.SITE_URL, owner.siteUrl),
  email: owner.email,
  linkedInUrl: owner.profiles.linkedIn,
  linkedInLabel: "LinkedIn",
  xUrl: owner.profiles.x,
  xLabel: "X (Twitter)",
  /** The cookieless analytics the owner chose, or null (off). */
  analytics: owner.analytics,
  /** The footer's copyright year: the year the site was built, so a rebuild keeps it current. */
  copyrightYear: new Date().getFullYear(),
} as const;
