/**
 * Addresses of the scheduling provider's embeddable forms:
 * `<base>/<workspace>/<form>?inFrame=true[&sourceUrl=<encoded page URL>]`.
 */
export type BookingForm = { baseUrl: string; workspace: string; form: string };

/** The frame address of `form`; `sourceUrl` tells the provider which page the booking came from. */
export function bookingFrameUrl({ baseUrl, workspace, form }: BookingForm, sourceUrl?: string): string {
  const path = [baseUrl.replace(/\/+$/, ""), encodeURIComponent(workspace), encodeURIComponent(form)].join(
    "/",
  );
  const query = sourceUrl ? `inFrame=true&sourceUrl=${encodeURIComponent(sourceUrl)}` : "inFrame=true";
  return `${path}?${query}`;
}
