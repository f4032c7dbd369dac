import { Link } from "@/components/navigation/link";
import {
  HOME_ANCHORS,
  footerCopy,
  footerLegalLinks,
  footerQuickLinks,
  footerServices,
} from "@/content/navigation";
import { sampleVideoThemes } from "@/content/videos";
import { ROUTES, homeAnchor } from "@/lib/routes";
import { site } from "@/content/site";
import { Container } from "@/components/ui/container";
import { ExternalLink } from "@/components/ui/external-link";
import { ScrollLink } from "@/components/navigation/scroll-link";
import { BrandMark } from "./brand-mark";

const columnHeading = "font-display text-sm font-semibold tracking-widest text-white uppercase";
const footerLink = "text-ink-300 hover:text-white";

const socialLinks = [
  {
    href: site.linkedInUrl,
    label: site.linkedInLabel,
    icon: "M4 9h3v11H4zM5.5 4a1.75 1.75 0 110 3.5 1.75 1.75 0 010-3.5zM10 9h2.9v1.6c.4-.8 1.5-1.8 3.2-1.8 3.3 0 3.9 2.2 3.9 5V20h-3v-5.4c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V20H10z",
  },
  {
    href: site.xUrl,
    label: site.xLabel,
    icon: "M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z",
  },
] as const;

/**
 * "Our Work" scrolls to the home page's sample videos; a launch in which the owner has supplied
 * none of them leaves that section out, so the link goes to the portfolio instead.
 */
const quickLinks = footerQuickLinks.map((item) =>
  item.href === homeAnchor(HOME_ANCHORS.portfolio) && sampleVideoThemes.length === 0
    ? { ...item, href: ROUTES.portfolio, type: "link" as const }
    : item,
);

/**
 * A column's links to pages, one list item each (keyed by label: two services share a page).
 */
function PageLinkItems({ items }: { items: readonly { href: string; label: string }[] }) {
  return items.map((item) => (
    <li key={item.label}>
      <Link href={item.href} className={footerLink}>
        {item.label}
      </Link>
    </li>
  ));
}

/** The footer on every page (docs/product.md §2, "Footer"): the two link columns side by side from the smallest phone. */
export function SiteFooter() {
  return (
    <footer className="bg-ink-950 text-ink-300">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-8 py-10 sm:gap-y-10 sm:py-16 lg:grid-cols-[1.6fr_1fr_1fr_1fr]">
        <div className="col-span-2 space-y-5 lg:col-span-1">
          <BrandMark />
          <p className="max-w-sm text-sm max-sm:hidden">{footerCopy.blurb}</p>
        </div>
        <div>
          <h2 className={columnHeading}>{footerCopy.servicesHeading}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            <PageLinkItems items={footerServices} />
          </ul>
        </div>
        <div>
          <h2 className={columnHeading}>{footerCopy.quickLinksHeading}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {quickLinks.map((item) => (
              <li key={item.href}>
                <ScrollLink item={item} className={footerLink} />
              </li>
            ))}
            <PageLinkItems items={footerLegalLinks} />
          </ul>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <h2 className={columnHeading}>{footerCopy.connectHeading}</h2>
          <ul className="mt-4 flex gap-3">
            {socialLinks.map((social) => (
              <li key={social.href}>
                <ExternalLink
                  href={social.href}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-white/15 text-white hover:border-white/40 hover:bg-white/10"
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
                    <path d={social.icon} />
                  </svg>
                  <span className="sr-only">{social.label}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
          <a
            href={`mailto:${site.email}`}
            className={`${footerLink} mt-5 inline-block text-sm wrap-anywhere`}
          >
            {site.email}
          </a>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>{footerCopy.rightsLine(site.copyrightYear, site.brandName)}</p>
          <p>{site.tagline}</p>
        </Container>
      </div>
    </footer>
  );
}
