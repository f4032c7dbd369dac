import { singleLeadingSlash } from "@/lib/leading-slashes";

/*
 * Runs in <head> before any framework script: rewrites "//portfolio/" to "/portfolio/" in the
 * address bar (same document, no reload), so the router never sees a protocol-relative URL.
 */
const script = `(function(){try{var p=(${singleLeadingSlash.toString()})(location.pathname);if(p)history.replaceState(history.state,"",p+location.search+location.hash)}catch(e){}})()`;

export function PathGuardScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
