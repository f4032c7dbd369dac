/**
 * The canonical form of a path that only differs from a known route by letter case or a trailing
 * slash (`/PORTFOLIO`, `/Portfolio/`, `/msp-pricing` → `/portfolio/`, `/msp-pricing/`), or null when
 * the path is already canonical or is no known route, so the caller can never redirect in a loop.
 *
 * Self-contained on purpose: the 404 page inlines `canonicalPathFor.toString()` into a script that
 * runs before first paint, so it must not reference anything outside its own body.
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
