/**
 * The scheduling provider's frames ask the host page to navigate (e.g. to a thank-you page) by posting
 * the string "[Redirect]<url>". Anyone can post a message to our window, so this decides, without
 * touching the DOM, whether a message is a genuine provider redirect to a safe target.
 */
const REDIRECT_MARKER = "[Redirect]";

const SAFE_PROTOCOLS = new Set(["http:", "https:"]);

/** The parts of a MessageEvent this check reads. */
export type IncomingMessage = { origin: string; data: unknown };

/** A path on this site: one leading slash, not two and not a backslash (`//host` and `/\host` leave it). */
const SITE_PATH = /^\/(?![/\\])/;

/**
 * The absolute URL to navigate to, or null when the message is not from `providerOrigin`, is not a
 * "[Redirect]" string, or names anything other than an absolute http(s) URL or a path on this site
 * (`/portfolio/`, resolved against `siteOrigin`): `javascript:`, `data:`, `//other.host`,
 * `thanks.html`… are refused.
 */
export function parseProviderRedirect(
  message: IncomingMessage,
  providerOrigin: string,
  siteOrigin?: string,
): string | null {
  if (message.origin !== providerOrigin) return null;
  if (typeof message.data !== "string" || !message.data.startsWith(REDIRECT_MARKER)) return null;
  const target = message.data.slice(REDIRECT_MARKER.length).trim();
  if (siteOrigin && SITE_PATH.test(target)) {
    const url = parsedUrl(target, siteOrigin);
    return url && url.origin === siteOrigin ? url.href : null;
  }
  const url = parsedUrl(target);
  return url && SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
}

/** `URL.canParse` is too new for some browsers we support, hence the try. */
function parsedUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}
