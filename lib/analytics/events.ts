/**
 * Every event the site records and the properties each carries: the names a marketer reads in
 * the analytics dashboard (docs/owner-guide.md lists them). Every event also carries the visit's
 * campaign (`utm_source`, …) when the visit came from a tagged link.
 */
type AnalyticsEvents = {
  /** A page was opened, by address or through the site's own links. */
  pageview: Record<string, never>;
  /** A scheduling form finished loading on screen; `form` is its name at the provider. */
  "Booking Form Shown": { form: string };
  /** The provider reported a finished booking (its "[Redirect]" message); `form` as above. */
  "Booking Completed": { form: string };
  /** A visitor pressed play on a video card; `video` is its title. */
  "Video Played": { video: string };
  /** A quote left the calculator: downloaded as CSV, printed, or its link copied. */
  "Quote Exported": { format: QuoteExportFormat };
  /** A link to a booking page was followed; `destination` is its path, `label` its words. */
  "Booking Link Clicked": { destination: string; label: string };
};

export type AnalyticsEventName = keyof AnalyticsEvents;
type QuoteExportFormat = "csv" | "print" | "link";

/** The arguments `track(name, …)` takes: the properties, which an event without any may leave out. */
export type EventArguments<Name extends AnalyticsEventName> =
  Record<string, never> extends AnalyticsEvents[Name]
    ? [properties?: AnalyticsEvents[Name]]
    : [properties: AnalyticsEvents[Name]];

/**
 * Recorded as the page may be leaving: a finished booking navigates away at once, and a booking
 * link may load a new page. These go by `navigator.sendBeacon`, which the browser delivers after
 * the page has gone.
 */
export const BEACON_EVENTS: ReadonlySet<AnalyticsEventName> = new Set([
  "Booking Completed",
  "Booking Link Clicked",
]);

/** An event's properties with the visit's campaign added: flat strings, as every provider takes them. */
export function eventProperties(
  properties: Record<string, string>,
  campaign: URLSearchParams,
): Record<string, string> {
  return { ...properties, ...Object.fromEntries(campaign) };
}
