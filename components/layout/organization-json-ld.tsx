import { pages } from "@/content/pages";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/absolute-url";
import { JsonLd } from "./json-ld";

/** schema.org Organization, on every page, so search engines tie the pages to one business. */
export function OrganizationJsonLd() {
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Organization",
        "@id": absoluteUrl("/#organization", site.url),
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
