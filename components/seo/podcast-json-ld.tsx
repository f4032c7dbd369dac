import { pages } from "@/content/pages";
import { owner } from "@/content/owner";
import { listenLinks } from "@/content/podcast";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/absolute-url";
import { ROUTES } from "@/lib/routes";
import { shareCardPath } from "@/lib/share-card-path";
import { podcastSeriesJsonLd } from "@/lib/structured-data";
import { JsonLd } from "./json-ld";
import { ORGANIZATION_ID } from "./organization-id";

/** schema.org PodcastSeries for /podcast, linked to the show's listings on every platform. */
export function PodcastJsonLd() {
  return (
    <JsonLd
      data={podcastSeriesJsonLd({
        name: owner.podcast.name,
        description: pages.podcast.description,
        url: absoluteUrl(ROUTES.podcast, site.url),
        image: absoluteUrl(shareCardPath(ROUTES.podcast), site.url),
        publisherId: ORGANIZATION_ID,
        sameAs: listenLinks.map((link) => link.href),
      })}
    />
  );
}
