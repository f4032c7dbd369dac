import type { AnalyticsEventName, EventArguments } from "@/lib/analytics/events";

/**
 * The chosen provider's tracker once it has loaded (./connect-tracker.ts adds the campaign and
 * picks the transport). Kept to this one call so the islands that record events carry no more
 * than this file: with analytics off, nothing else of analytics reaches the browser.
 */
export type TrackerConnection = {
  send(name: AnalyticsEventName, properties: Record<string, string>): void;
};

let tracker: TrackerConnection | null = null;

/**
 * Events recorded before the tracker has loaded (it starts after the first paint), sent when it
 * connects. With analytics off nothing ever connects, so the queue is capped: a long visit never
 * grows it.
 */
const waiting: { name: AnalyticsEventName; properties: Record<string, string> }[] = [];
const MAX_WAITING = 20;

/**
 * Records an event with the chosen analytics provider, or does nothing when analytics is off.
 * Every island records through this one function; the names and properties are typed
 * (lib/analytics/events.ts).
 */
export function track<Name extends AnalyticsEventName>(
  name: Name,
  ...[properties]: EventArguments<Name>
): void {
  const flat: Record<string, string> = { ...properties };
  if (tracker) tracker.send(name, flat);
  else if (waiting.length < MAX_WAITING) waiting.push({ name, properties: flat });
}

/** Hands every later event to `connection`, after the ones recorded while it loaded. */
export function connectTracker(connection: TrackerConnection): void {
  tracker = connection;
  for (const { name, properties } of waiting.splice(0)) connection.send(name, properties);
}
