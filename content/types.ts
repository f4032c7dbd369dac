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
};

/** A titled card with an icon, used for problems, benefits and features. */
export type FeatureCard = { title: string; body: string; icon: IconName };

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

/** A button in a call-to-action band: its look, and whether it leaves the site (a new tab). */
type BandAction = CallToAction & {
  variant?: "primary" | "secondary" | "onDark";
  external?: boolean;
  icon?: IconName;
};

/** A call-to-action band: a heading, one persuasive line and its buttons. */
export type ActionBandCopy = { heading: string; lead: string; actions: readonly BandAction[] };
