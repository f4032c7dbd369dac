/**
 * The campaign a visit came from: the `utm_*` parameters of the page a visitor landed on, kept in
 * session storage (never a cookie) for the rest of the visit, so a booking made three pages later
 * still says which newsletter or advert brought it (docs/product.md, "Campaigns"). It is kept as
 * a query string ("utm_source=newsletter&utm_medium=email"), the form it is read in and written
 * back to addresses in.
 */
import { cleanText } from "../clean-text";

export const CAMPAIGN_STORAGE_KEY = "campaign";

/** The parameters kept, in the order they are written back into addresses. */
const CAMPAIGN_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"];

/** Longer values are cut to this: a tagged link is written by a person, not a payload. */
const MAX_VALUE_LENGTH = 100;

/**
 * Only the campaign parameters of a query, each tidied and cut to length (cleanText: no control or
 * direction characters); anything else in it, and any empty value, is dropped. Never throws.
 */
export function campaignOf(query: string): URLSearchParams {
  const params = new URLSearchParams(query);
  const campaign = new URLSearchParams();
  for (const key of CAMPAIGN_PARAMETERS) {
    const value = cleanText(params.get(key) ?? "", MAX_VALUE_LENGTH);
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
 * rememberCampaign writes the key, but storage is the visitor's to edit: what is read back is held
 * to campaignOf's rules all the same.
 */
export function keptCampaign(): URLSearchParams {
  let kept = "";
  try {
    kept = window.sessionStorage.getItem(CAMPAIGN_STORAGE_KEY) ?? "";
  } catch {
    // Storage the browser blocks: no campaign.
  }
  return campaignOf(kept);
}

/**
 * The campaign a page reports: the parameters of its own address (`search`), and those of the
 * visit's kept campaign that its address lacks (the visitor landed on another page), each held to
 * campaignOf's rules.
 */
export function pageCampaign(search: string, kept: URLSearchParams): URLSearchParams {
  const campaign = campaignOf(search);
  for (const [key, value] of campaignOf(kept.toString())) if (!campaign.has(key)) campaign.set(key, value);
  return campaign;
}
