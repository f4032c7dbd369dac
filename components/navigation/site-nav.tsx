import { contactLink, navigationCopy, pricingMenu, solutionsMenu, workLink } from "@/content/navigation";
import { harvestLink } from "@/content/podcast-link";
import { buttonVariants } from "@/components/ui/button";
import { CountrySwitcher } from "@/components/country/country-switcher";
import { HeadScript } from "@/components/head-scripts/head-script";
import { currentPage } from "@/components/head-scripts/compiled.generated";
import { SITE_NAV_ATTRIBUTE } from "@/components/head-scripts/page-marks";
import { Link } from "./link";
import { NavDropdown } from "./nav-dropdown";

/**
 * The desktop navigation bar: links, two dropdowns and the country switcher (their triggers and
 * panels are client leaves). The script at its end marks the current page before first paint,
 * which the layout rendering it cannot know (components/head-scripts/current-page.ts).
 */
export function SiteNav() {
  return (
    <nav
      aria-label={navigationCopy.mainNavLabel}
      className="hidden items-center gap-1 lg:flex"
      {...{ [SITE_NAV_ATTRIBUTE]: "" }}
    >
      <NavDropdown menu={solutionsMenu} />
      <NavDropdown menu={pricingMenu} />
      <Link href={workLink.href} className="nav-link">
        {workLink.label}
      </Link>
      <Link
        href={harvestLink.href}
        className={buttonVariants({ variant: "onDark", size: "sm", className: "ml-2" })}
      >
        {harvestLink.label}
      </Link>
      <Link href={contactLink.href} className={buttonVariants({ size: "sm", className: "mx-2" })}>
        {contactLink.label}
      </Link>
      <CountrySwitcher />
      <HeadScript compiled={currentPage} />
    </nav>
  );
}
