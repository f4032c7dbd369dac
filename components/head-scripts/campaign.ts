import { rememberCampaign } from "@/lib/analytics/campaign";

/*
 * Keeps the campaign of the page a visitor opens (its `utm_*` parameters) in session storage as
 * the page is parsed, before any link can be followed, so the booking frames and the analytics
 * events of every later page of the visit still carry it (lib/analytics/campaign.ts). Runs with
 * analytics on or off: the scheduling provider records the campaign through the frame's address.
 */

type CampaignWindow = Pick<Window, "location" | "sessionStorage">;

export function keepCampaign(win: CampaignWindow = window): void {
  try {
    rememberCampaign(win.sessionStorage, win.location.search);
  } catch {
    // Session storage the browser blocks (or a full one): the visit is simply not attributed.
  }
}
