import { xmlText } from "./xml-text";

/*
 * The sitemap (/sitemap.xml) as text, each element where its schema puts it. sitemaps.org's
 * schema makes <url> a sequence: <loc>, then <lastmod>, <changefreq> and <priority>, then any
 * elements of other namespaces, so Google's <video:video> comes last; and Google's video schema
 * makes <video:video> a sequence of its own, <video:thumbnail_loc> first. Next's sitemap writer
 * puts <video:video> before <changefreq>, which a validating reader refuses, so the site writes the
 * file itself (app/sitemap.xml/route.ts). tests/unit/sitemap-xml.test.ts holds the output to both
 * schemas' order and types.
 */

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const VIDEO_NS = "http://www.google.com/schemas/sitemap-video/1.1";

export type ChangeFrequency = "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";

/** A film on its page, as the video extension describes it. */
export type SitemapVideo = {
  /** The still, absolute. */
  thumbnailLoc: string;
  title: string;
  description: string;
  /** The player's embed address. */
  playerLoc: string;
  /** Whole seconds, when known. */
  duration?: number;
  /** W3C date-time with its time zone, when known. */
  publicationDate?: string;
};

/** One address of the site. */
export type SitemapEntry = {
  loc: string;
  /** The day the page's content last changed (YYYY-MM-DD). */
  lastmod: string;
  changefreq: ChangeFrequency;
  /** 0.0 to 1.0. */
  priority: number;
  video?: SitemapVideo;
};

/** `<name>text</name>`, or nothing when there is no value. */
function element(name: string, value: string | number | undefined, indent: string): string[] {
  return value === undefined ? [] : [`${indent}<${name}>${xmlText(String(value))}</${name}>`];
}

function videoLines(video: SitemapVideo): string[] {
  const indent = "      ";
  return [
    "    <video:video>",
    ...element("video:thumbnail_loc", video.thumbnailLoc, indent),
    ...element("video:title", video.title, indent),
    ...element("video:description", video.description, indent),
    ...element("video:player_loc", video.playerLoc, indent),
    ...element("video:duration", video.duration, indent),
    ...element("video:publication_date", video.publicationDate, indent),
    "    </video:video>",
  ];
}

/** The whole file: every entry in the order given, each element in its schema's order. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const hasVideo = entries.some((entry) => entry.video);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NS}"${hasVideo ? ` xmlns:video="${VIDEO_NS}"` : ""}>`,
    ...entries.flatMap((entry) => [
      "  <url>",
      ...element("loc", entry.loc, "    "),
      ...element("lastmod", entry.lastmod, "    "),
      ...element("changefreq", entry.changefreq, "    "),
      ...element("priority", entry.priority.toFixed(1), "    "),
      ...(entry.video ? videoLines(entry.video) : []),
      "  </url>",
    ]),
    "</urlset>",
  ];
  return `${lines.join("\n")}\n`;
}
