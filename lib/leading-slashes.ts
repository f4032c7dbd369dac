/**
 * The path with repeated leading slashes collapsed into one (`//portfolio/` → `/portfolio/`), or
 * null when it has a single one. A path starting with `//` reads as a link to another host
 * ("portfolio"), so Next's router throws when it writes it back to the history and the page never
 * hydrates. Hosts that can redirect do (deploy/nginx/, our server); the head script
 * components/head-scripts/path-guard.ts covers those that can't.
 */
export function singleLeadingSlash(pathname: string): string | null {
  return /^\/\/+/.test(pathname) ? pathname.replace(/^\/+/, "/") : null;
}
