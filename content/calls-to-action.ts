import { ROUTES } from "@/lib/routes";
import type { CallToAction } from "./types";

/*
 * One call to action (docs/product.md "Calls to action"). The labels docs/product.md gives word for
 * word stay where it gives them ("Get More Clients", "Book Your Call", "Book Video Audit"…); every
 * other button or link the site adds that leads to booking uses one of these two, so a visitor
 * meets one offer under one name wherever they are: the free consultation first, the paid audit as
 * the one secondary offer. A package's own button may name its package ("Choose Growth").
 */

/** The primary action: a free consultation, booked on the contact page. */
export const bookConsultation = {
  label: "Book a free consultation",
  href: ROUTES.contact,
} as const satisfies CallToAction;

/** The one secondary offer: the paid 60-minute Video Content Audit. */
export const bookAudit = {
  label: "Book a video audit",
  href: ROUTES.bookAudit,
} as const satisfies CallToAction;
