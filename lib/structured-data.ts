import { COUNTRIES } from "./countries";
import { localPrice } from "./format";
import { isYouTubeId, youtubeThumbnailUrl } from "./youtube";

/*
 * schema.org JSON-LD builders. Pure functions of content, so every page's
 * structured data is unit-tested and always agrees with the figures the page shows.
 */

type JsonObject = Record<string, unknown>;

/** Something the studio sells: `basePounds` null means "quoted on request" (docs/product.md §3, add-ons). */
export type PricedOffer = {
  name: string;
  description?: string;
  basePounds: number | null;
  /** The owner's own US price, when set (content/owner.ts, usPrices); else the rounded conversion. */
  usd?: number | null;
  /** How the price repeats, e.g. "MONTH" for packages or "HOUR" for strategy time. */
  billingUnit?: "MONTH" | "HOUR";
  /** Quoted in pounds to every client (the calculator's services), so offered in pounds only. */
  poundsOnly?: boolean;
};

/**
 * One Offer per currency the site quotes in, at the figure the page shows in that country (GBP as
 * authored; USD the owner's set price or the conversion rounded to a price point, lib/format.ts).
 * An item quoted in pounds everywhere has one GBP Offer, for every region. An unpriced item becomes
 * a single Offer with no price, flagged as quoted on request, so the catalogue stays complete
 * without inventing a figure.
 */
export function offersFor(item: PricedOffer): JsonObject[] {
  const base = {
    "@type": "Offer",
    name: item.name,
    ...(item.description && { description: item.description }),
  };
  if (item.basePounds === null) {
    return [
      {
        ...base,
        description: item.description ?? "Quoted on request",
        availability: "https://schema.org/PreOrder",
      },
    ];
  }
  const price = { pounds: item.basePounds, usd: item.usd };
  const countries = item.poundsOnly
    ? COUNTRIES.filter((country) => country.prices === "authored")
    : COUNTRIES;
  return countries.map((country) => {
    const { amount } = localPrice(price, country);
    return {
      ...base,
      price: amount,
      priceCurrency: country.currency,
      ...(!item.poundsOnly && { eligibleRegion: country.region }),
      ...(item.billingUnit && {
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: amount,
          priceCurrency: country.currency,
          unitCode: item.billingUnit === "MONTH" ? "MON" : "HUR",
          unitText: item.billingUnit.toLowerCase(),
        },
      }),
    };
  });
}

/** A Service offered by the organisation, with its offers in every currency. */
export function serviceJsonLd(service: {
  name: string;
  description: string;
  url: string;
  providerId: string;
  serviceType: string;
  offers: readonly PricedOffer[];
}): JsonObject {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    url: service.url,
    serviceType: service.serviceType,
    provider: { "@id": service.providerId },
    areaServed: COUNTRIES.map((country) => country.region),
    offers: service.offers.flatMap(offersFor),
  };
}

export function podcastSeriesJsonLd(podcast: {
  name: string;
  description: string;
  url: string;
  image: string;
  publisherId: string;
  sameAs: readonly string[];
}): JsonObject {
  return {
    "@context": "https://schema.org",
    "@type": "PodcastSeries",
    name: podcast.name,
    description: podcast.description,
    url: podcast.url,
    image: podcast.image,
    inLanguage: "en",
    publisher: { "@id": podcast.publisherId },
    sameAs: [...podcast.sameAs],
  };
}

type Video = { videoId: string; title: string; description: string; uploadDate?: string };

/**
 * VideoObjects for the videos whose YouTube id is known; placeholders and social-post markers are
 * left out rather than described with a thumbnail that does not exist. Duplicates (a video shown
 * twice on a page) appear once. `uploadDate` is included when the content gives one.
 */
export function videoObjectsJsonLd(videos: readonly Video[], pageUrl: string): JsonObject | null {
  const seen = new Set<string>();
  const objects = videos
    .filter((video) => isYouTubeId(video.videoId) && !seen.has(video.videoId) && seen.add(video.videoId))
    .map((video) => ({
      "@type": "VideoObject",
      name: video.title,
      description: video.description,
      thumbnailUrl: [
        youtubeThumbnailUrl(video.videoId, "maxresdefault"),
        youtubeThumbnailUrl(video.videoId, "hqdefault"),
      ],
      embedUrl: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.videoId)}`,
      contentUrl: `https://www.youtube.com/watch?v=${encodeURIComponent(video.videoId)}`,
      url: pageUrl,
      ...(video.uploadDate && { uploadDate: video.uploadDate }),
    }));
  return objects.length === 0 ? null : { "@context": "https://schema.org", "@graph": objects };
}
