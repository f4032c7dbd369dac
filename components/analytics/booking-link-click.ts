/** The longest label recorded: a call to action's words, not a paragraph. */
const MAX_LABEL_LENGTH = 80;

/**
 * What a click on a link to a booking page records: the page's path and the link's words (its
 * accessible label when it has one), or null for any other click.
 */
export function bookingLinkClicked(
  target: EventTarget | null,
  bookingPaths: readonly string[],
  siteOrigin: string,
): { destination: string; label: string } | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest("a[href]");
  if (!(link instanceof HTMLAnchorElement)) return null;
  let url: URL;
  try {
    url = new URL(link.href, siteOrigin);
  } catch {
    return null;
  }
  if (url.origin !== siteOrigin || !bookingPaths.includes(url.pathname)) return null;
  const words = link.getAttribute("aria-label") ?? link.textContent ?? "";
  return { destination: url.pathname, label: words.replace(/\s+/g, " ").trim().slice(0, MAX_LABEL_LENGTH) };
}
