import { init, track } from "@plausible-analytics/tracker";
import type { TrackerSetup } from "@/lib/analytics/choice";
import type { ProviderTracker } from "../start-tracker";

type PlausibleSetup = Extract<TrackerSetup, { provider: "plausible" }>;

/** Names the provider on <html>; the attribute also marks this file as the tracker's for the bench. */
const markProvider = () => document.documentElement.setAttribute("data-analytics-provider", "plausible");

/**
 * Plausible's own tracker (its npm package), bundled with the site: no third-party script, and the
 * page's CSP allows only its reports' host. It sets no cookie and stores nothing on the device.
 *
 * `onLocalhost` lets a local build report too; the package otherwise ignores localhost and
 * automated browsers, so an owner previewing the site never counts as a visitor.
 */
export function startPlausible(
  setup: PlausibleSetup,
  { onLocalhost }: { onLocalhost: boolean },
): ProviderTracker {
  markProvider();
  let beaconNext = false;
  init({
    domain: setup.domain,
    endpoint: setup.endpoint,
    // Page views are recorded through track() like every other event (components/analytics/analytics.tsx).
    autoCapturePageviews: false,
    captureOnLocalhost: onLocalhost,
    logging: false,
    bindToWindow: false,
    // The package builds each report; an event that must outlive the page leaves by beacon instead
    // of its fetch. Plausible reads the same text body either way.
    transformRequest(payload) {
      if (!beaconNext) return payload;
      navigator.sendBeacon(setup.endpoint, JSON.stringify(payload));
      return null;
    },
  });
  return {
    send(name, properties, transport) {
      beaconNext = transport === "beacon" && typeof navigator.sendBeacon === "function";
      try {
        track(name, { props: properties });
      } finally {
        beaconNext = false;
      }
    },
  };
}
