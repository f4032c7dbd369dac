import type { IconName } from "@/lib/icon-names";

/** docs/product.md §3 "Video item": one definition, shared with the home page and portfolio. */
import type { VideoItem } from "./videos";

export type { VideoItem };

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
};

/** A titled point with no picture: a solutions page's problems and benefits, the podcast's features. */
export type SalesPoint = { title: string; body: string };

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
