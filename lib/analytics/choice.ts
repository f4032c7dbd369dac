/**
 * The analytics the owner can switch on (content/owner.ts, `analytics`): one cookieless provider,
 * or none. Each provider's facts live here once: the hosts a page must be allowed to reach (the
 * page's CSP gains exactly these), and what the privacy notice says of it.
 */
export type AnalyticsChoice =
  /** Plausible: `domain` as added in Plausible; `host` only when self-hosted (default https://plausible.io). */
  | { provider: "plausible"; domain: string; host?: string }
  /** Umami: the website id from Umami's settings and the address of the Umami server (cloud or your own). */
  | { provider: "umami"; websiteId: string; host: string }
  /** Cloudflare Web Analytics: the site token from the snippet Cloudflare gives. Page views only. */
  | { provider: "cloudflare"; token: string };

export type AnalyticsProvider = AnalyticsChoice["provider"];

export const PLAUSIBLE_CLOUD = "https://plausible.io";
/** Cloudflare's beacon script is served from one host and reports to another (its documented CSP). */
export const CLOUDFLARE_SCRIPT_ORIGIN = "https://static.cloudflareinsights.com";
export const CLOUDFLARE_REPORT_ORIGIN = "https://cloudflareinsights.com";

/** The origin of an owner-written address ("https://stats.example.com/" → "https://stats.example.com"), or null. */
export function httpsOrigin(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** Where each kind of request of the chosen tracker goes; the page's CSP allows these and nothing more. */
export type AnalyticsOrigins = { script: readonly string[]; connect: readonly string[] };

export function analyticsOrigins(choice: AnalyticsChoice | null): AnalyticsOrigins {
  if (!choice) return { script: [], connect: [] };
  switch (choice.provider) {
    case "plausible": {
      // The tracker is bundled with the site (its npm package), so only its reports leave.
      const origin = httpsOrigin(choice.host ?? PLAUSIBLE_CLOUD);
      return { script: [], connect: origin ? [origin] : [] };
    }
    case "umami": {
      const origin = httpsOrigin(choice.host);
      return origin ? { script: [origin], connect: [origin] } : { script: [], connect: [] };
    }
    case "cloudflare":
      return { script: [CLOUDFLARE_SCRIPT_ORIGIN], connect: [CLOUDFLARE_REPORT_ORIGIN] };
  }
}

/** How the privacy notice names each provider and what it records. */
export const ANALYTICS_PROVIDER_NAMES: Record<AnalyticsProvider, string> = {
  plausible: "Plausible Analytics",
  umami: "Umami",
  cloudflare: "Cloudflare Web Analytics",
};
