/**
 * The scheduling provider's frames ask the host page to navigate (e.g. to a thank-you page) by posting
 * the string "[Redirect]<url>". Anyone can post a message to our window, so this decides, without
 * touching the DOM, whether a message is a genuine provider redirect to a safe target.
 */
export const REDIRECT_MARKER = "[Redirect]";

const SAFE_PROTOCOLS = new Set(["http:", "https:"]);

/** The parts of a MessageEvent this check reads. */
export type IncomingMessage = { origin: string; data: unknown };

/**
 * The absolute http(s) URL to navigate to, or null when the message is not from `providerOrigin`,
 * is not a "[Redirect]" string, or names a relative or non-web target (`javascript:`, `data:`...).
 */
export function parseProviderRedirect(message: IncomingMessage, providerOrigin: string): string | null {
  if (message.origin !== providerOrigin) return null;
  if (typeof message.data !== "string" || !message.data.startsWith(REDIRECT_MARKER)) return null;
  const url = absoluteUrl(message.data.slice(REDIRECT_MARKER.length).trim());
  return url && SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
}

/** `URL.canParse` is too new for some browsers we support, hence the try. */
function absoluteUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
