import type { TrackerSetup } from "@/lib/analytics/choice";
import { BEACON_EVENTS, eventProperties } from "@/lib/analytics/events";
import type { TrackerConnection } from "./track";
import { keptCampaign } from "@/lib/analytics/campaign";

/** How a provider's tracker sends one event: "beacon" when the page may be unloading. */
export type ProviderTracker = {
  send(name: string, properties: Record<string, string>, transport: "beacon" | "request"): void;
};

/**
 * Set at build time: a local build whose tests or bench must see reports (npm run build:launched)
 * turns this on; any other build served from localhost reports nothing.
 */
const REPORT_FROM_LOCALHOST = process.env.NEXT_PUBLIC_ANALYTICS_ON_LOCALHOST === "1";

/** Whether this page is served from the visitor's own machine (the owner's preview). */
function servedLocally(): boolean {
  return (
    /^(localhost|127(\.\d+){3}|\[::1\])$/.test(window.location.hostname) ||
    window.location.protocol === "file:"
  );
}

async function providerTracker(setup: TrackerSetup): Promise<ProviderTracker> {
  switch (setup.provider) {
    case "plausible":
      return (await import("./providers/plausible")).startPlausible(setup, {
        onLocalhost: REPORT_FROM_LOCALHOST,
      });
    case "umami":
      return (await import("./providers/umami")).startUmami(setup);
    case "cloudflare":
      return (await import("./providers/cloudflare")).startCloudflare(setup);
  }
}

/**
 * Loads only the chosen provider's code and returns the connection track() sends through: each
 * event gains the visit's campaign, and leaves by beacon when it must outlive the page. Null on
 * the owner's local preview, so checking a build never counts as a visit.
 */
export async function startTracker(setup: TrackerSetup): Promise<TrackerConnection | null> {
  if (servedLocally() && !REPORT_FROM_LOCALHOST) return null;
  const provider = await providerTracker(setup);
  return {
    send(name, properties) {
      provider.send(
        name,
        eventProperties(properties, keptCampaign()),
        BEACON_EVENTS.has(name) ? "beacon" : "request",
      );
    },
  };
}
