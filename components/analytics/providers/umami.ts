import type { TrackerSetup } from "@/lib/analytics/choice";
import type { ProviderTracker } from "../start-tracker";
import { loadScript } from "./load-script";

type UmamiSetup = Extract<TrackerSetup, { provider: "umami" }>;

type UmamiTracker = { track(name?: string, data?: Record<string, string>): unknown };
type UmamiWindow = Window & { umami?: UmamiTracker; [BEFORE_SEND]?: unknown };

/** The global Umami's `data-before-send` names: it sees each report before it leaves. */
const BEFORE_SEND = "analyticsBeforeSend";

/** Names the provider on <html>; the attribute also marks this file as the tracker's for the bench. */
const markProvider = () => document.documentElement.setAttribute("data-analytics-provider", "umami");

/**
 * Umami's own script from the owner's Umami server (cloud or self-hosted), which also receives the
 * reports (`data-host-url`), so the page's CSP allows that one host. Cookieless.
 */
export async function startUmami(setup: UmamiSetup): Promise<ProviderTracker> {
  markProvider();
  const win = window as UmamiWindow;
  let beaconNext = false;
  // An event that must outlive the page leaves by beacon, to the endpoint Umami's script posts to.
  win[BEFORE_SEND] = function beforeSend(type: string, payload: unknown) {
    if (!beaconNext) return payload;
    navigator.sendBeacon(`${setup.origin}/api/send`, JSON.stringify({ type, payload }));
    return null;
  };
  await loadScript(`${setup.origin}/script.js`, {
    "data-website-id": setup.websiteId,
    "data-host-url": setup.origin,
    // Page views are recorded through track() like every other event.
    "data-auto-track": "false",
    "data-before-send": BEFORE_SEND,
  });
  return {
    send(name, properties, transport) {
      const umami = win.umami;
      if (!umami) return;
      beaconNext = transport === "beacon" && typeof navigator.sendBeacon === "function";
      try {
        // With no name Umami records a page view of the current address (campaign and all).
        if (name === "pageview") umami.track();
        else umami.track(name, properties);
      } finally {
        beaconNext = false;
      }
    },
  };
}
