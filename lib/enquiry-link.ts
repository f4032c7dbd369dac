import { ROUTES } from "./routes";

/**
 * The contact page for an enquiry about one plan (an MSP package or a vendor tier): the plan's id
 * rides along as `?package=` so the enquiry form's source address says which plan was chosen.
 */
export function enquiryHref(planId: string): string {
  return `${ROUTES.contact}?package=${encodeURIComponent(planId)}`;
}
