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

const PLAUSIBLE_CLOUD = "https://plausible.io";
/** Cloudflare's beacon script is served from one host and reports to another (its documented CSP). */
export const CLOUDFLARE_SCRIPT_ORIGIN = "https://static.cloudflareinsights.com";
const CLOUDFLARE_REPORT_ORIGIN = "https://cloudflareinsights.com";

/** The origin of an owner-written address ("https://stats.example.com/" → "https://stats.example.com"), or null. */
function httpsOrigin(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The name of the `<meta>` through which each page tells the post-build step the hosts its tracker
 * reaches; scripts/postbuild/csp.mjs adds exactly these to the page's CSP (the post-build step's
 * unit test fails if its copy of the name differs).
 */
export const ANALYTICS_POLICY_META = "csp-analytics";

/** Where each kind of request of the chosen tracker goes; the page's CSP allows these and nothing more. */
export type AnalyticsOrigins = { script: readonly string[]; connect: readonly string[] };

export function analyticsOrigins(choice: AnalyticsChoice | null): AnalyticsOrigins {
  const setup = trackerSetup(choice);
  if (!setup) return { script: [], connect: [] };
  switch (setup.provider) {
    case "plausible":
      // The tracker is bundled with the site (its npm package), so only its reports leave.
      return { script: [], connect: [new URL(setup.endpoint).origin] };
    case "umami":
      return { script: [setup.origin], connect: [setup.origin] };
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

/** What the browser needs to start the chosen tracker, with every address already checked. */
export type TrackerSetup =
  | { provider: "plausible"; domain: string; endpoint: string }
  | { provider: "umami"; websiteId: string; origin: string }
  | { provider: "cloudflare"; token: string };

/**
 * The tracker to start, or null when analytics is off or the owner's entry is unusable (an empty
 * id, an address that is not https://): the launch check names the problem (analyticsProblem), and
 * a page never half-starts a tracker.
 */
export function trackerSetup(choice: AnalyticsChoice | null): TrackerSetup | null {
  if (!choice || analyticsProblem(choice)) return null;
  switch (choice.provider) {
    case "plausible":
      return {
        provider: "plausible",
        domain: choice.domain.trim(),
        endpoint: `${httpsOrigin(choice.host ?? PLAUSIBLE_CLOUD)}/api/event`,
      };
    case "umami":
      return { provider: "umami", websiteId: choice.websiteId.trim(), origin: httpsOrigin(choice.host)! };
    case "cloudflare":
      return { provider: "cloudflare", token: choice.token.trim() };
  }
}

/** What is wrong with the owner's analytics entry, in the owner's terms, or null when it is usable. */
export function analyticsProblem(choice: AnalyticsChoice): string | null {
  switch (choice.provider) {
    case "plausible":
      if (!choice.domain.trim())
        return 'Plausible needs the site\'s domain as added in Plausible, e.g. domain: "yourdomain.com".';
      if (choice.host !== undefined && !httpsOrigin(choice.host))
        return `Plausible's host must be an https:// address, e.g. "https://plausible.yourdomain.com" (it is "${choice.host}").`;
      return null;
    case "umami":
      if (!choice.websiteId.trim()) return "Umami needs the website id from its settings (websiteId).";
      if (!httpsOrigin(choice.host))
        return `Umami's host must be an https:// address, e.g. "https://cloud.umami.is" (it is "${choice.host}").`;
      return null;
    case "cloudflare":
      return choice.token.trim()
        ? null
        : "Cloudflare Web Analytics needs the token from its snippet (token).";
  }
}
