import { bookConsultation } from "./calls-to-action";
import { ROUTES } from "@/lib/routes";
import type { ActionBandCopy } from "./types";

/*
 * Closing calls to action for the pages whose other words live elsewhere (the portfolio's come
 * from content/portfolio.ts's items). Each page's own band copy otherwise sits with its page.
 */

export const portfolioClosing = {
  heading: "Want films like these for your business?",
  lead: "Tell us who you need to win over. In 30 minutes we'll sketch the stories worth filming and what they would cost.",
  actions: [bookConsultation, { label: "See our prices", href: ROUTES.pricing }],
  host: "Your call is with",
} as const satisfies ActionBandCopy;
