/**
 * The canonical form of a path that only differs from a known route by letter case or a trailing
 * slash (`/PORTFOLIO`, `/Portfolio/`, `/msp-pricing` → `/portfolio/`, `/msp-pricing/`), or null when
 * the path is already canonical or is no known route, so the caller can never redirect in a loop.
 * The 404 page's head script (components/head-scripts/not-found-canonical.ts) runs it in the browser.
 */
export function canonicalPathFor(pathname: string, knownPaths: readonly string[]): string | null {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is simply compared as written.
  }
  const bare = decoded.toLowerCase().replace(/\/+$/, "");
  for (let i = 0; i < knownPaths.length; i++) {
    const known = knownPaths[i] as string;
    if (known.replace(/\/+$/, "") === bare) return known === pathname ? null : known;
  }
  return null;
}
