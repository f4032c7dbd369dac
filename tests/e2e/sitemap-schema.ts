/*
 * The sitemap's schemas as rules a test can hold a file to: sitemaps.org's sitemap 0.9
 * (urlset, url and its four elements, then any element of another namespace) and Google's video
 * extension 1.1 (video:video, its elements in the schema's sequence), with the types and limits of
 * the values the site writes, and Google's wish that a publication date carry its time zone. The
 * schemas themselves are not in the repository (Google's is not licensed for copying), so their
 * content models are written out here from them, element by element, in order.
 */

import { JSDOM } from "jsdom";

export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const VIDEO_NS = "http://www.google.com/schemas/sitemap-video/1.1";

/** One element of a sequence: its name and how often it may occur (XSD's minOccurs, maxOccurs). */
type Particle = { name: string; min: number; max: number };
const one = (name: string): Particle => ({ name, min: 1, max: 1 });
const optional = (name: string): Particle => ({ name, min: 0, max: 1 });
const many = (name: string, max = Infinity): Particle => ({ name, min: 0, max });

/** sitemap.xsd's tUrl, before its closing <xsd:any namespace="##other">. */
const URL_SEQUENCE = [one("loc"), optional("lastmod"), optional("changefreq"), optional("priority")];

/** sitemap-video.xsd's video element, in the schema's order. */
const VIDEO_SEQUENCE = [
  one("thumbnail_loc"),
  one("title"),
  one("description"),
  optional("content_loc"),
  optional("player_loc"),
  optional("duration"),
  optional("expiration_date"),
  optional("rating"),
  many("content_segment_loc"),
  optional("view_count"),
  optional("publication_date"),
  many("tag", 32),
  optional("category"),
  optional("family_friendly"),
  optional("restriction"),
  optional("gallery_loc"),
  many("price"),
  optional("requires_subscription"),
  optional("uploader"),
  optional("platform"),
  optional("live"),
];

/**
 * Where `names` breaks `sequence` (an XSD sequence: each particle in turn, between its min and
 * max times), or null when it follows it. Greedy matching is exact here: XSD's unique particle
 * attribution rule makes every schema sequence deterministic.
 */
function sequenceProblem(names: readonly string[], sequence: readonly Particle[]): string | null {
  let index = 0;
  for (const particle of sequence) {
    let count = 0;
    while (index < names.length && names[index] === particle.name && count < particle.max) {
      index += 1;
      count += 1;
    }
    if (count < particle.min)
      return `<${particle.name}> missing before ${names[index] ? `<${names[index]}>` : "the end"}`;
  }
  return index < names.length ? `<${names[index]}> out of place` : null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-](0\d|1[0-4]):[0-5]\d)?$/;

function isRealDay(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/** xsd:date or xsd:dateTime, as sitemap.xsd's tLastmod and the video dates take them. */
function isDateOrDateTime(value: string): boolean {
  const match = DAY.exec(value) ?? DATE_TIME.exec(value);
  return Boolean(match && isRealDay(match[1]!, match[2]!, match[3]!));
}

/** An xsd:dateTime that names its time zone. */
const hasTimeZone = (value: string) => DATE_TIME.test(value) && /(Z|[+-]\d{2}:\d{2})$/.test(value);

const isAbsoluteUrl = (value: string) => {
  try {
    return Boolean(new URL(value).protocol.match(/^https?:$/));
  } catch {
    return false;
  }
};

const CHANGE_FREQUENCIES = ["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"];

/** Every way `xml` breaks the two schemas (empty when it is valid), each naming where. */
export function sitemapProblems(xml: string): string[] {
  // jsdom's parser, so the check runs alike in Jest and beside Playwright (in Node).
  const { DOMParser } = new JSDOM("").window;
  const document = new DOMParser().parseFromString(xml, "application/xml");
  if (document.getElementsByTagName("parsererror").length > 0) return ["not well-formed XML"];
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.localName !== "urlset" || root.namespaceURI !== SITEMAP_NS)
    return [`the root is <${root.tagName}>, not urlset in ${SITEMAP_NS}`];
  const urls = [...root.children];
  if (urls.length === 0 || urls.length > 50_000) problems.push(`${urls.length} <url> elements`);
  for (const [index, url] of urls.entries()) {
    const where = `url ${index + 1}`;
    if (url.localName !== "url" || url.namespaceURI !== SITEMAP_NS) {
      problems.push(`${where}: <${url.tagName}> where a <url> belongs`);
      continue;
    }
    const children = [...url.children];
    const own = children.findIndex((child) => child.namespaceURI !== SITEMAP_NS);
    const core = own === -1 ? children : children.slice(0, own);
    const others = own === -1 ? [] : children.slice(own);
    const order = sequenceProblem(
      core.map((child) => child.localName),
      URL_SEQUENCE,
    );
    if (order) problems.push(`${where}: ${order}`);
    for (const late of others.filter((child) => child.namespaceURI === SITEMAP_NS))
      problems.push(`${where}: <${late.localName}> after another namespace's element`);
    const text = (name: string) => core.find((child) => child.localName === name)?.textContent ?? undefined;
    const loc = text("loc") ?? "";
    if (!isAbsoluteUrl(loc) || loc.length < 12 || loc.length > 2048)
      problems.push(`${where}: <loc> "${loc}"`);
    const lastmod = text("lastmod");
    if (lastmod !== undefined && !isDateOrDateTime(lastmod))
      problems.push(`${where}: <lastmod> "${lastmod}"`);
    const changefreq = text("changefreq");
    if (changefreq !== undefined && !CHANGE_FREQUENCIES.includes(changefreq))
      problems.push(`${where}: <changefreq> "${changefreq}"`);
    const priority = text("priority");
    if (priority !== undefined && !/^(0(\.\d+)?|1(\.0+)?)$/.test(priority))
      problems.push(`${where}: <priority> "${priority}"`);
    for (const video of others.filter((child) => child.namespaceURI === VIDEO_NS))
      problems.push(...videoProblems(video, `${where} ${loc}`));
  }
  return problems;
}

function videoProblems(video: Element, where: string): string[] {
  if (video.localName !== "video") return [`${where}: <video:${video.localName}> is no video element`];
  const problems: string[] = [];
  const children = [...video.children];
  const foreign = children.filter((child) => child.namespaceURI !== VIDEO_NS);
  if (foreign.length > 0) problems.push(`${where}: <${foreign[0]!.tagName}> inside <video:video>`);
  const names = children.map((child) => child.localName);
  const order = sequenceProblem(names, VIDEO_SEQUENCE);
  if (order) problems.push(`${where}: video ${order}`);
  if (!names.includes("player_loc") && !names.includes("content_loc"))
    problems.push(`${where}: video has neither <player_loc> nor <content_loc>`);
  const text = (name: string) => children.find((child) => child.localName === name)?.textContent ?? undefined;
  for (const name of ["thumbnail_loc", "player_loc", "content_loc"]) {
    const value = text(name);
    if (value !== undefined && !isAbsoluteUrl(value)) problems.push(`${where}: <video:${name}> "${value}"`);
  }
  if ((text("title") ?? "").length > 100) problems.push(`${where}: <video:title> over 100 characters`);
  if ((text("description") ?? "").length > 2048)
    problems.push(`${where}: <video:description> over 2048 characters`);
  const duration = text("duration");
  if (
    duration !== undefined &&
    !(/^\d+$/.test(duration) && Number(duration) >= 1 && Number(duration) <= 28_800)
  )
    problems.push(`${where}: <video:duration> "${duration}"`);
  const published = text("publication_date");
  if (published !== undefined && !(isDateOrDateTime(published) && hasTimeZone(published)))
    problems.push(
      `${where}: <video:publication_date> "${published}" is not a date and time with its time zone`,
    );
  return problems;
}
