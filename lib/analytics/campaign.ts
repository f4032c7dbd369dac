/**
 * The campaign a visit came from: the `utm_*` parameters of the page a visitor landed on, kept in
 * session storage (never a cookie) for the rest of the visit, so a booking made three pages later
 * still says which newsletter or advert brought it (docs/product.md, "Campaigns").
 */
export const CAMPAIGN_STORAGE_KEY = "campaign";

/** The parameters kept, in the order they are written back into addresses. */
export const CAMPAIGN_PARAMETERS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

export type CampaignParameter = (typeof CAMPAIGN_PARAMETERS)[number];
export type Campaign = Partial<Record<CampaignParameter, string>>;

/** Longer values are cut to this: a tagged link is written by a person, not a payload. */
const MAX_VALUE_LENGTH = 100;

/** Printable text, trimmed and cut to length; "" for anything else. */
function cleanValue(value: unknown): string {
  if (typeof value !== "string") return "";
  // Control characters never belong in a campaign name; they are dropped, not kept as gaps.
  // eslint-disable-next-line no-control-regex
  return value
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, MAX_VALUE_LENGTH);
}

/** The campaign an address's query names (`?utm_source=newsletter&…`), or null when it names none. */
export function campaignFromQuery(search: string): Campaign | null {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_PARAMETERS) {
    const value = cleanValue(params.get(key));
    if (value) campaign[key] = value;
  }
  return Object.keys(campaign).length > 0 ? campaign : null;
}

/** A stored campaign read back; anything malformed (edited by hand, another site's key) is none. */
export function parseStoredCampaign(stored: string | null): Campaign | null {
  if (!stored) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_PARAMETERS) {
    const value = cleanValue((parsed as Record<string, unknown>)[key]);
    if (value) campaign[key] = value;
  }
  return Object.keys(campaign).length > 0 ? campaign : null;
}

/**
 * Remembers the campaign of the page just opened: a tagged address replaces what was kept (the
 * latest campaign a visitor followed is the one that brought them back); an untagged one keeps it.
 * Storage that throws (blocked by privacy settings) means the campaign is simply not kept.
 */
export function rememberCampaign(storage: Storage, search: string): void {
  const campaign = campaignFromQuery(search);
  if (!campaign) return;
  try {
    storage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(campaign));
  } catch {
    // Not kept: the visit is simply not attributed.
  }
}

/** The campaign kept for this visit, or null. */
export function keptCampaign(storage: Storage | undefined): Campaign | null {
  try {
    return parseStoredCampaign(storage?.getItem(CAMPAIGN_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

/**
 * `address` with the campaign's parameters added, for the scheduling provider's `sourceUrl`: a
 * parameter the address already carries is left as it is, so a page opened from the tagged link
 * reads exactly as it was opened.
 */
export function withCampaign(address: string, campaign: Campaign | null): string {
  if (!campaign) return address;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  for (const key of CAMPAIGN_PARAMETERS) {
    const value = campaign[key];
    if (value && !url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.href;
}
