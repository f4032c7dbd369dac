/**
 * Addresses of the scheduling provider's embeddable forms:
 * `<base>/<workspace>/<form>?inFrame=true[&sourceUrl=<encoded page URL>]`.
 */
export type BookingForm = { baseUrl: string; workspace: string; form: string };

/**
 * The page a booking is made from, as the provider is told it: the page's own address (origin and
 * path, never its fragment or query) and the visit's campaign parameters, already cleaned
 * (lib/analytics/campaign.ts), in the order they are given.
 */
export type BookingSource = { page: string; campaign: URLSearchParams };

/**
 * The longest frame address the site builds. Far above any real one (about 300 characters with a
 * full campaign), and below what every browser, proxy and server accepts in a request line.
 */
export const MAX_FRAME_URL_LENGTH = 4096;

function frameUrl({ baseUrl, workspace, form }: BookingForm, sourceUrl?: string): string {
  const path = [baseUrl.replace(/\/+$/, ""), encodeURIComponent(workspace), encodeURIComponent(form)].join(
    "/",
  );
  const query = sourceUrl ? `inFrame=true&sourceUrl=${encodeURIComponent(sourceUrl)}` : "inFrame=true";
  return `${path}?${query}`;
}

/**
 * The frame address of `form`; `source` tells the provider which page (and campaign) the booking
 * came from. Campaign values are each capped already, but encoded twice a long non-Latin value
 * still grows up to twentyfold: while the address is over MAX_FRAME_URL_LENGTH the last campaign parameter
 * is left out, and should the page alone not fit, so is the source. The form always loads.
 */
export function bookingFrameUrl(form: BookingForm, source?: BookingSource): string {
  if (!source) return frameUrl(form);
  const campaign = [...source.campaign];
  for (let kept = campaign.length; kept >= 0; kept--) {
    const query = new URLSearchParams(campaign.slice(0, kept)).toString();
    const url = frameUrl(form, query ? `${source.page}?${query}` : source.page);
    if (url.length <= MAX_FRAME_URL_LENGTH) return url;
  }
  return frameUrl(form);
}
