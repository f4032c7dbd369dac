import { canonicalPathFor } from "@/lib/canonical-path";

/*
 * Static hosts match paths case-sensitively, so /PORTFOLIO or /msp-pricing (no trailing slash)
 * lands on the 404 page. This runs inline as the page is parsed, before anything paints or the
 * framework loads, and sends such near-misses to the canonical page, keeping query and hash, so
 * the visitor never sees the 404 flash. canonicalPathFor returns null for canonical or unknown
 * paths, so it can never loop.
 */

export type NotFoundCanonicalConfig = {
  /** Every canonical path the site serves. */
  routePaths: readonly string[];
};

type NotFoundCanonicalWindow = { location: Pick<Location, "pathname" | "search" | "hash" | "replace"> };

export function redirectNearMiss(
  config: NotFoundCanonicalConfig,
  win: NotFoundCanonicalWindow = window,
): void {
  try {
    const path = canonicalPathFor(win.location.pathname, config.routePaths);
    if (path) win.location.replace(path + win.location.search + win.location.hash);
  } catch {
    // Whatever fails here, the 404 page with its links is still shown.
  }
}
