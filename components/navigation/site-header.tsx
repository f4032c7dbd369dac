import { Link } from "@/components/navigation/link";
import { navigationCopy, pricingMenu, primaryLinks, solutionsMenu } from "@/content/navigation";
import { harvestLink } from "@/content/podcast-link";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { CountrySwitcher } from "@/components/country/country-switcher";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { NavDropdown } from "./nav-dropdown";
import { BrandMark } from "@/components/layout/brand-mark";

/** The fixed 5rem navigation bar shown on every page (docs/product.md §2, "Global navigation bar"). */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-nav border-b border-white/10 bg-ink-950">
      <Container className="flex h-full items-center justify-between gap-4">
        <BrandMark />
        <nav aria-label={navigationCopy.mainNavLabel} className="hidden items-center gap-1 lg:flex">
          <NavDropdown menu={solutionsMenu} />
          <NavDropdown menu={pricingMenu} />
          {primaryLinks.map((item) => (
            <NavLink
              key={item.href}
              href={item.href}
              className="inline-flex h-10 items-center rounded-full px-3.5 text-sm font-medium text-white/90 hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/10 aria-[current=page]:text-white"
            >
              {item.label}
            </NavLink>
          ))}
          <Link href={harvestLink.href} className={buttonVariants({ size: "sm", className: "mx-2" })}>
            {harvestLink.label}
          </Link>
          <CountrySwitcher />
        </nav>
        <MobileMenu podcastLink={harvestLink} />
      </Container>
    </header>
  );
}
