import { owner } from "@/content/owner";
import { FILM_WORDS } from "./film-words";

/*
 * The names a heading keeps capitalised in sentence case (lib/sentence-case.ts), each a whole
 * phrase as its owner writes it: the studio's, the podcast's, the founder's and the clients' names
 * from the owner's file, and the few names the site's own words use. A word with a capital inside
 * it (LinkedIn, MSP, IT) needs no entry: sentence case never lowers it.
 */

/** Names the site's own words use: platforms, places and days. */
const SITE_NAMES = ["Apple Podcasts", "Spotify", "Britain", "Midlands", "Monday", "Tuesday"] as const;

const ownerNames = [
  owner.brand.name,
  owner.podcast.name,
  owner.founder.name,
  ...Object.values(owner.testimonials).flatMap((testimonial) => [testimonial.name, testimonial.company]),
  ...owner.clientLogos.map((client) => client.name),
  ...Object.values(owner.videos).flatMap((video) => [video.client, video.quote?.name]),
  ...Object.values(FILM_WORDS).map((words) => words.credit?.name),
];

export const HEADING_NAMES: readonly string[] = [
  ...new Set([...SITE_NAMES, ...ownerNames.filter((name): name is string => Boolean(name?.trim()))]),
];
