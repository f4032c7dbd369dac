import { pages } from "@/content/pages";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/absolute-url";
import { JsonLd } from "./json-ld";
import { ORGANIZATION_ID } from "./organization-id";

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
        logo: absoluteUrl("/icon-512.png", site.url),
        slogan: site.tagline,
        description: pages.home.description,
        email: site.email,
        sameAs: [site.linkedInUrl, site.xUrl],
      }}
    />
  );
}
