import { harvestLink } from "@/content/podcast-link";
import { Container } from "@/components/ui/container";
import { BrandMark } from "@/components/layout/brand-mark";
import { MobileMenu } from "./mobile-menu";
import { SiteNav } from "./site-nav";

/**
 * The fixed 5rem navigation bar shown on every page (docs/product.md §2, "Global navigation bar").
 * The logo and the desktop bar are server HTML with client leaves for the dropdowns and the country
 * switcher; the mobile menu is an island.
 */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-nav border-b border-white/10 bg-ink-950">
      <Container className="flex h-full items-center justify-between gap-4">
        <BrandMark />
        <SiteNav />
        <MobileMenu podcastLink={harvestLink} />
      </Container>
    </header>
  );
}
