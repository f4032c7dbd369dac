import { COUNTRIES } from "./countries";
import { localPrice } from "./format";
import { isYouTubeId, youtubeEmbedUrl } from "./youtube";

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

/** A film as its page describes it to search engines (docs/product.md §2, "Watch pages"). */
export type FilmData = {
  name: string;
  description: string;
  /** The film's page, absolute. */
  pageUrl: string;
  /** The site's own still of the film, absolute (never the platform's). */
  thumbnailUrl: string;
  /** The YouTube id: its embed address is the player's. */
  videoId: string;
  /** ISO 8601 date and time with its time zone; left out when the owner has not given a day. */
  uploadDate?: string;
  /** ISO 8601 duration ("PT1M32S"); left out when not given. */
  duration?: string;
  /** Its categories, as the portfolio names them. */
  genres?: readonly string[];
  /** What is said in the film, when the owner gave a transcript. */
  transcript?: string;
  /** The Organization node's id. */
  publisherId: string;
};

/** schema.org VideoObject for one film: its page, its still on this site, the privacy-enhanced player. */
export function videoObjectJsonLd(film: FilmData): JsonObject {
  return {
    "@type": "VideoObject",
    "@id": `${film.pageUrl}#video`,
    name: film.name,
    description: film.description,
    thumbnailUrl: [film.thumbnailUrl],
    ...(film.uploadDate && { uploadDate: film.uploadDate }),
    ...(film.duration && { duration: film.duration }),
    embedUrl: youtubeEmbedUrl(film.videoId),
    url: film.pageUrl,
    ...(film.genres?.length && { genre: [...film.genres] }),
    ...(film.transcript && { transcript: film.transcript }),
    inLanguage: "en",
    publisher: { "@id": film.publisherId },
  };
}

/** schema.org BreadcrumbList: each step's name and absolute address, in order. */
export function breadcrumbJsonLd(steps: readonly { name: string; url: string }[]): JsonObject {
  return {
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** A film's page: its VideoObject (when it has a YouTube id) and the breadcrumb to it. */
export function filmPageJsonLd(
  film: Omit<FilmData, "videoId"> & { videoId: string },
  breadcrumb: readonly { name: string; url: string }[],
): JsonObject {
  return {
    "@context": "https://schema.org",
    "@graph": [...(isYouTubeId(film.videoId) ? [videoObjectJsonLd(film)] : []), breadcrumbJsonLd(breadcrumb)],
  };
}

/**
 * A page's list of films for search engines: an ItemList whose items point at each film's own
 * page, where its VideoObject is (one page per video, as search engines prefer). Films without a
 * YouTube id and repeats are left out; null when none is left.
 */
export function filmListJsonLd(
  films: readonly { videoId: string; name: string; pageUrl: string }[],
  listUrl: string,
): JsonObject | null {
  const seen = new Set<string>();
  const items = films.filter(
    (film) => isYouTubeId(film.videoId) && !seen.has(film.pageUrl) && seen.add(film.pageUrl),
  );
  if (items.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    url: listUrl,
    numberOfItems: items.length,
    itemListElement: items.map((film, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: film.name,
      url: film.pageUrl,
    })),
  };
}
