import {
  BAND_PART_ATTRIBUTE,
  BAND_SHOWN_ATTRIBUTE,
  BAND_SHOWN_VALUE,
  DEFERRED_BANDS_ATTRIBUTE,
  DEFERRED_BANDS_VALUE,
  DEFERRED_BAND_SELECTOR,
} from "./page-marks";

/*
 * Runs in <head> before the body is parsed, so <html> is marked before the first layout: while the
 * page loads, its bands from the third on are styled, laid out and painted only as they come near
 * the viewport (app/globals.css), and the first layout covers what is on screen, not the whole
 * page. Marked any later, the browser would already have laid the whole page out in one long task.
 * From the load event on, the waiting bands are shown one per frame, in document order, so the
 * rest of the page is laid out in frames of a few milliseconds each rather than in one long task;
 * a band too large for one frame has parts (page-marks.ts), shown each in a frame of its own after
 * the band around them. After the last one the marks go, and in-page links, find, copying and
 * anything that measures the page see it whole. A hidden tab gets no frames, so it shows
 * everything at once. Without JavaScript nothing is ever deferred.
 *
 * The browser scrolls to an anchor itself (every link is a plain one, with `scroll-padding-top` and
 * smooth scrolling in CSS), measuring the page as it is: a band still waiting would count as its
 * placeholder's height. So a page opened at an anchor is never deferred, and a press on a link to
 * an anchor of this page (or a move between anchors) shows everything before the browser scrolls.
 */

type DeferredBandsWindow = Pick<
  Window,
  "document" | "addEventListener" | "requestAnimationFrame" | "location"
>;

/** Whether a press lands on a link to an anchor of the page it is on. */
function isInPageAnchorPress(event: Event, location: Location): boolean {
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.hash.length < 2) return false;
  return link.origin === location.origin && link.pathname === location.pathname;
}

export function deferBands(win: DeferredBandsWindow = window): void {
  const root = win.document.documentElement;
  if (win.location.hash.length > 1) return;
  root.setAttribute(DEFERRED_BANDS_ATTRIBUTE, DEFERRED_BANDS_VALUE);
  const showEverything = () => root.removeAttribute(DEFERRED_BANDS_ATTRIBUTE);
  // Capturing, so it runs before the browser follows the link; the load handler below clears up.
  win.addEventListener(
    "click",
    (event) => {
      if (isInPageAnchorPress(event, win.location)) showEverything();
    },
    true,
  );
  win.addEventListener("hashchange", showEverything);
  win.addEventListener("load", () => {
    // Each band, then its parts: a part is laid out in the frame it is shown, its band before it.
    const waiting = [...win.document.querySelectorAll(DEFERRED_BAND_SELECTOR)].flatMap((band) => [
      band,
      ...band.querySelectorAll(`[${BAND_PART_ATTRIBUTE}]`),
    ]);
    let next = 0;
    const finish = () => {
      root.removeAttribute(DEFERRED_BANDS_ATTRIBUTE);
      for (const element of waiting) element.removeAttribute(BAND_SHOWN_ATTRIBUTE);
    };
    const showNext = () => {
      // showAllBands (components/layout/deferred-bands-script.tsx) may have removed the mark already.
      const stillDeferred = root.hasAttribute(DEFERRED_BANDS_ATTRIBUTE);
      const element = waiting[next];
      if (!element || win.document.hidden || !stillDeferred) return finish();
      element.setAttribute(BAND_SHOWN_ATTRIBUTE, BAND_SHOWN_VALUE);
      next += 1;
      win.requestAnimationFrame(showNext);
    };
    win.requestAnimationFrame(showNext);
  });
}
