import { site } from "@/content/site";
import { renderBrandIcon } from "./brand-icon";

/**
 * The site's icons, each drawn at build from the owner's letters by a route file of the same name
 * (`app/favicon.png/route.tsx` and so on) and written to the export as a static PNG.
 */
export const SITE_ICONS = {
  /** The browser tab's icon. */
  favicon: { path: "/favicon.png", size: 48, rounded: true },
  /** The icon iOS puts on the home screen (it also asks for this path by name). */
  appleTouch: { path: "/apple-touch-icon.png", size: 180, rounded: false },
  /** The web manifest's icons, for Android's home screen and install prompts. */
  manifest192: { path: "/icon-192.png", size: 192, rounded: false },
  manifest512: { path: "/icon-512.png", size: 512, rounded: false },
} as const;

export function siteIcon(name: keyof typeof SITE_ICONS) {
  const { size, rounded } = SITE_ICONS[name];
  return renderBrandIcon({ size, rounded, brandShort: site.brandShort });
}
