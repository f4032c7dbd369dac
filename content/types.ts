import type { IconName } from "@/lib/icon-names";
import type { VideoKey } from "./owner-types";

/** docs/product.md §3 "Video item": one definition, shared with the home page and portfolio. */
import type { VideoItem } from "./videos";

export type { VideoItem };

/**
 * A figure from the studio's own work, in a statistic's words: the big numeral ("15+"), what it
 * counts and a line on it, with the films that show it, best first. A launch shows it in place of
 * a statistic the owner gives no source for, linked to the first of those films with a page.
 */
export type FilmProof = { value: string; label: string; detail: string; films: readonly VideoKey[] };

/**
 * A headline statistic: the big numeral is either plain text ("60%") or an amount of money in
 * pounds, shown compactly in the visitor's currency ("£100k+" / "$127k+").
 */
export type Statistic = {
  id: string;
  value: { text: string } | { pounds: number; suffix: string };
  label: string;
  detail: string;
  /** Where the figure comes from (the owner's `statisticSources`): shown as its citation when given. */
  source: { citation: string; url: string };
  /** What a launch shows in this statistic's place while it has no citation. */
  proof: FilmProof;
};

/** A band of statistics as written: its heading, and the heading it takes when every slot is film proof. */
export type StatisticBandCopy = { heading: string; proofHeading: string; items: readonly Statistic[] };

/** A titled point with no picture: a solutions page's problems and benefits, the podcast's features. */
export type SalesPoint = { title: string; body: string };

/**
 * A titled point shown through a frame of one of the studio's films (a solutions page's
 * benefits): the film, by its name in the owner's `videos`, whose still stands for the point.
 */
export type FilmPoint = SalesPoint & { film: VideoKey };

/** One tab of a solutions page: what the format is, what the client gets and a live example. */
/** A short fact; money facts are in pounds and shown compactly in the visitor's currency. */
export type Fact = string | { pounds: number; suffix: string; label: string };

export type SolutionTab = {
  id: string;
  label: string;
  heading: string;
  body: string;
  facts: readonly Fact[];
  whatYouGet: readonly string[];
  video: VideoItem;
};

/** A link or button on a sales page; `href` is always a real destination (no dead buttons). */
export type CallToAction = { label: string; href: string };

/**
 * A button in a call-to-action band: whether it leaves the site (a new tab) or lands at the top of
 * the next page after docs/product.md §9's 100 ms (`scrollTop`). The band gives the first button
 * the accent and the second the outline.
 */
type BandAction = CallToAction & { external?: boolean; scrollTop?: boolean; icon?: IconName };

/**
 * A call-to-action band: a heading, one persuasive line and one or two buttons. A closing band
 * also shows the founder's face and name, introduced by `host` ("Your call is with").
 */
export type ActionBandCopy = {
  heading: string;
  lead: string;
  actions: readonly BandAction[];
  host?: string;
};
