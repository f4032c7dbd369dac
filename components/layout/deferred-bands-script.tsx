/*
 * Runs in <head> before the body is parsed: marks <html> so that, while the page loads, its bands
 * from the third on are styled, laid out and painted only as they come near the viewport
 * (globals.css, html[data-bands="deferred"]); the first layout then covers what is on screen, not
 * the whole page. From the load event on, the bands are shown one per frame (each gets
 * data-band="shown"), so the rest of the page is laid out in frames of a few milliseconds each
 * rather than in one long task (the whole page at once was a 45 ms task at full CPU speed on
 * /msp-pricing/, which Lighthouse counts as 89 ms on a phone). After the last band the marks go,
 * and in-page links, find, copying and anything that measures the page see it whole. A hidden tab
 * gets no frames, so it shows every band at once. The rows of a long list marked
 * data-deferred-row wait and are shown the same way, in document order with the bands. The
 * selectors are globals.css's, repeated here. Without JavaScript nothing is ever deferred.
 */
const DEFERRED_BANDS_ATTRIBUTE = "data-bands";
const BAND_SHOWN_ATTRIBUTE = "data-band";
const DEFERRED_ROW_ATTRIBUTE = "data-deferred-row";
/** What waits while the page loads: the bands from the third on, and rows marked to wait. */
const DEFERRED_SELECTOR = `main > section:nth-child(n + 3), [${DEFERRED_ROW_ATTRIBUTE}]`;

/** Props for a list row that waits, like the bands, to be laid out near the screen while the page loads. */
export const deferredRowProps = { [DEFERRED_ROW_ATTRIBUTE]: "" };

const script = `(function(){var h=document.documentElement;h.setAttribute("${DEFERRED_BANDS_ATTRIBUTE}","deferred");addEventListener("load",function(){var b=document.querySelectorAll("${DEFERRED_SELECTOR}"),i=0;function done(){h.removeAttribute("${DEFERRED_BANDS_ATTRIBUTE}");for(var j=0;j<b.length;j++)b[j].removeAttribute("${BAND_SHOWN_ATTRIBUTE}")}function next(){if(i>=b.length||document.hidden||!h.hasAttribute("${DEFERRED_BANDS_ATTRIBUTE}"))return done();b[i++].setAttribute("${BAND_SHOWN_ATTRIBUTE}","shown");requestAnimationFrame(next)}requestAnimationFrame(next)})})()`;

export function DeferredBandsScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

/** Lays every band and waiting row out now (an in-page link measures where its target is before scrolling). */
export function showAllBands() {
  document.documentElement.removeAttribute(DEFERRED_BANDS_ATTRIBUTE);
}
