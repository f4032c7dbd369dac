import { singleLeadingSlash } from "@/lib/leading-slashes";

/*
 * A path starting with "//" ("//portfolio/") reads as a link to another host, so Next's router
 * throws when it writes it back to the history and the page never hydrates. This runs in <head>
 * before any framework script and rewrites the address bar to the single-slash path (same
 * document, no reload), so the router never sees it. Hosts that can redirect do it themselves
 * (deploy/nginx/, scripts/serve.mjs); this covers those that cannot.
 */

type PathGuardWindow = Pick<Window, "location" | "history">;

export function guardLeadingSlashes(win: PathGuardWindow = window): void {
  try {
    const path = singleLeadingSlash(win.location.pathname);
    if (path) win.history.replaceState(win.history.state, "", path + win.location.search + win.location.hash);
  } catch {
    // A browser that refuses to rewrite the address leaves the page as it is; it must still render.
  }
}
