import { CLOUDFLARE_SCRIPT_ORIGIN, type TrackerSetup } from "@/lib/analytics/choice";
import type { ProviderTracker } from "../start-tracker";
import { loadScript } from "./load-script";

type CloudflareSetup = Extract<TrackerSetup, { provider: "cloudflare" }>;

/** Names the provider on <html>; the attribute also marks this file as the tracker's for the bench. */
const markProvider = () => document.documentElement.setAttribute("data-analytics-provider", "cloudflare");

/**
 * Cloudflare Web Analytics' beacon, as Cloudflare's snippet adds it. It records page views itself,
 * including those made through the site's own links (`spa`), and takes no named events, so the
 * connection ignores them (docs/owner-guide.md says so). Cookieless.
 */
export async function startCloudflare(setup: CloudflareSetup): Promise<ProviderTracker> {
  markProvider();
  await loadScript(`${CLOUDFLARE_SCRIPT_ORIGIN}/beacon.min.js`, {
    "data-cf-beacon": JSON.stringify({ token: setup.token, spa: true }),
  });
  return { send() {} };
}
