/*
 * Runs in <head> before the body is parsed: marks <html> so that, while the page loads, its bands
 * after the first are styled, laid out and painted only as they come near the viewport (globals.css,
 * html[data-bands="deferred"]); the first layout then covers what is on screen, not the whole page.
 * At the window's load event the mark goes and every band is rendered, in a frame of its own, so
 * in-page links, find, copying and anything that measures the page see it whole from then on.
 * Without JavaScript nothing is ever deferred.
 */
const script = `(function(){var h=document.documentElement;h.setAttribute("data-bands","deferred");addEventListener("load",function(){h.removeAttribute("data-bands")})})()`;

export function DeferredBandsScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
