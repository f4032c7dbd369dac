import { harvestLink } from "@/content/podcast-link";
import { Container } from "@/components/ui/container";
import { BrandMark } from "@/components/layout/brand-mark";
import { StaticHtml } from "@/components/layout/static-html";
import { MobileMenu } from "./mobile-menu";
import { SiteNav } from "./site-nav";
import { SiteNavControls } from "./site-nav-controls";

/**
 * The fixed 5rem navigation bar shown on every page (docs/product.md §2, "Global navigation bar").
 * The logo and the desktop bar are static HTML; the mobile menu is an island, and so is the small
 * one that drives the desktop bar's dropdowns and country switcher.
 */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-nav border-b border-white/10 bg-ink-950">
      <Container className="flex h-full items-center justify-between gap-4">
        <StaticHtml>
          <BrandMark />
        </StaticHtml>
        <SiteNav />
        <MobileMenu podcastLink={harvestLink} />
        <SiteNavControls />
      </Container>
    </header>
  );
}
