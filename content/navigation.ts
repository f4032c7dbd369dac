import { ROUTES, homeAnchor } from "@/lib/routes";

/** A nav entry either links to a page or scrolls to an anchor on the home page (docs/product.md §3). */
export type NavItem = { href: string; label: string; type: "link" | "scroll" };

export type NavMenu = { label: string; items: readonly NavItem[] };

export const solutionsMenu = {
  label: "Solutions",
  items: [
    { href: ROUTES.mspSolutions, label: "For MSPs", type: "link" },
    { href: ROUTES.vendorSolutions, label: "For Vendors", type: "link" },
  ],
} as const satisfies NavMenu;

export const pricingMenu = {
  label: "Pricing",
  items: [
    { href: ROUTES.mspPricing, label: "For MSPs", type: "link" },
    { href: ROUTES.vendorPricing, label: "For Vendors", type: "link" },
  ],
} as const satisfies NavMenu;

/** "Our Work": a plain link in the bar and the menu. */
export const workLink = {
  href: ROUTES.portfolio,
  label: "Our Work",
  type: "link",
} as const satisfies NavItem;

/**
 * "Get in Touch": the booking action, so the bar's one filled button and the open mobile menu's
 * first item; the podcast's button beside it is outlined.
 */
export const contactLink = {
  href: ROUTES.contact,
  label: "Get in Touch",
  type: "link",
} as const satisfies NavItem;

/** Names a screen reader gives the navigation landmarks and the mobile menu's button. */
export const navigationCopy = {
  mainNavLabel: "Main",
  mobileNavLabel: "Mobile",
  openMenuLabel: "Open menu",
  closeMenuLabel: "Close menu",
  homeLinkSuffix: ", home",
} as const;

export const footerServices = [
  { href: ROUTES.mspPricing, label: "MSP Video Content", type: "link" },
  { href: ROUTES.vendorSolutions, label: "Vendor Solutions", type: "link" },
  { href: ROUTES.mspPricing, label: "Video Content Audit", type: "link" },
  { href: ROUTES.contact, label: "Content Strategy", type: "link" },
] as const satisfies readonly NavItem[];

/** Anchor ids the home page must carry for these links to land. */
export const HOME_ANCHORS = { portfolio: "portfolio", about: "about", contact: "contact" } as const;

export const footerQuickLinks = [
  { href: homeAnchor(HOME_ANCHORS.portfolio), label: "Our Work", type: "scroll" },
  { href: homeAnchor(HOME_ANCHORS.about), label: "About", type: "scroll" },
  { href: homeAnchor(HOME_ANCHORS.contact), label: "Get in Touch", type: "scroll" },
] as const satisfies readonly NavItem[];

/** The footer's legal pages, after the quick links. */
export const footerLegalLinks = [
  { href: ROUTES.privacy, label: "Privacy Policy", type: "link" },
  { href: ROUTES.terms, label: "Terms of Use", type: "link" },
] as const satisfies readonly NavItem[];

export const footerCopy = {
  blurb:
    "Video-led marketing for managed service providers, technology vendors and distributors. We put the people behind your brand in front of the buyers who need to trust them.",
  servicesHeading: "Services",
  quickLinksHeading: "Quick Links",
  connectHeading: "Connect",
  /** The line under the footer: "© <the build's year> Brand. All rights reserved." */
  rightsLine: (year: number, brand: string) => `© ${year} ${brand}. All rights reserved.`,
} as const;
