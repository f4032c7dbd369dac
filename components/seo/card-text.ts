import type { CSSProperties } from "react";
import { BRAND_COLOURS as C } from "./brand-colours";

/*
 * What every share card writes the same way (./share-card.tsx for the pages, ./film-share-card.tsx
 * for the films), so the cards read as one family.
 */

/** The site's address as a card shows it: no scheme, no "www.", no closing slash. */
export function cardHost(siteUrl: string): string {
  const url = new URL(siteUrl);
  return `${url.host.replace(/^www\./, "")}${url.pathname.replace(/\/+$/, "")}`;
}

/** The small capitals line above a card's title. */
export const CARD_EYEBROW_STYLE: CSSProperties = {
  display: "flex",
  color: C.accent300,
  fontWeight: 600,
  fontSize: 24,
  letterSpacing: 3,
  textTransform: "uppercase",
};
