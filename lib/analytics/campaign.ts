/**
 * The campaign a visit came from: the `utm_*` parameters of the page a visitor landed on, kept in
 * session storage (never a cookie) for the rest of the visit, so a booking made three pages later
 * still says which newsletter or advert brought it (docs/product.md, "Campaigns"). It is kept as
 * a query string ("utm_source=newsletter&utm_medium=email"), the form it is read in and written
 * back to addresses in.
 */
export const CAMPAIGN_STORAGE_KEY = "campaign";

/** The parameters kept, in the order they are written back into addresses. */
const CAMPAIGN_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"];

/** Longer values are cut to this: a tagged link is written by a person, not a payload. */
const MAX_VALUE_LENGTH = 100;

/** C0 control characters and DEL: a tab hidden in "java\tscript:" among them. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
const HAS_CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** A value as the site passes it on: without control characters, trimmed, cut to length. */
function cleanValue(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "").trim().slice(0, MAX_VALUE_LENGTH);
}

/**
 * Only the campaign parameters of a query, each trimmed, cut to length and without control
 * characters; anything else in it, and any empty value, is dropped. Never throws.
 */
export function campaignOf(query: string): URLSearchParams {
  const params = new URLSearchParams(query);
  const campaign = new URLSearchParams();
  for (const key of CAMPAIGN_PARAMETERS) {
    const value = cleanValue(params.get(key) ?? "");
    if (value) campaign.set(key, value);
  }
  return campaign;
}

/**
 * Remembers the campaign of the page just opened: a tagged address replaces what was kept (the
 * latest campaign a visitor followed is the one that brought them back); an untagged one keeps it.
 */
export function rememberCampaign(storage: Storage, search: string): void {
  const campaign = campaignOf(search).toString();
  if (campaign) storage.setItem(CAMPAIGN_STORAGE_KEY, campaign);
}

/**
 * The campaign kept for this visit (empty when none, or when the browser blocks storage). Only
 * rememberCampaign writes the key, so what it holds is already clean; reading keeps the `utm_`
 * parameters alone all the same.
 */
export function keptCampaign(): URLSearchParams {
  let kept = "";
  try {
    kept = window.sessionStorage.getItem(CAMPAIGN_STORAGE_KEY) ?? "";
  } catch {
    // Storage the browser blocks: no campaign.
  }
  return new URLSearchParams([...new URLSearchParams(kept)].filter(([key]) => key.startsWith("utm_")));
}

/**
 * `address` as the scheduling provider's `sourceUrl`: the page's address, its own campaign under
 * the rules of the kept one (campaignOf), the visit's campaign added where the address carries
 * none, and every other parameter's value without control characters and cut to length, so
 * nothing a visitor typed into the address reaches the provider unclean. An address with nothing
 * to clean or add is passed on exactly as the page was opened.
 */
export function withCampaign(address: string, campaign: URLSearchParams): string {
  const url = new URL(address);
  const own = campaignOf(url.search);
  const cleaned = new URLSearchParams();
  for (const [key, value] of url.searchParams) {
    if (HAS_CONTROL_CHARACTER.test(key) || key.length > MAX_VALUE_LENGTH) continue;
    if (!CAMPAIGN_PARAMETERS.includes(key)) cleaned.append(key, cleanValue(value));
    else if (own.has(key) && !cleaned.has(key)) cleaned.set(key, own.get(key)!);
  }
  for (const [key, value] of campaignOf(campaign.toString())) if (!cleaned.has(key)) cleaned.set(key, value);
  if (cleaned.toString() !== url.searchParams.toString()) url.search = cleaned.toString();
  return url.href;
}
