import { pages } from "@/content/pages";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/absolute-url";
import { JsonLd } from "./json-ld";
import { ORGANIZATION_ID } from "./organization-id";
import { SITE_ICONS } from "./site-icons";

/** schema.org Organization, on every page, so search engines tie the pages to one business. */
export function OrganizationJsonLd() {
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Organization",
        "@id": ORGANIZATION_ID,
        name: site.brandName,
        url: absoluteUrl("/", site.url),
        logo: absoluteUrl(SITE_ICONS.manifest512.path, site.url),
        slogan: site.tagline,
        description: pages.home.description,
        email: site.email,
        sameAs: [site.linkedInUrl, site.xUrl],
      }}
    />
  );
}
