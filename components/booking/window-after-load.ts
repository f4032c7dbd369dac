/**
 * Keeps a frame's window out of reach of scripts until the frame has loaded.
 *
 * The resizer greets a new frame at once, before its page has arrived: reading `contentWindow` then
 * makes the browser build a script context for the frame's placeholder blank page, about 40 ms of
 * main-thread work per frame on a mid-range phone (the contact page's two frames cost 150 ms of
 * blocking time in Lighthouse). The greeting is wasted anyway, since the blank page is replaced
 * when the provider's page arrives, and the resizer greets the frame again on its load event.
 * While hidden, `contentWindow` reads as null, which the resizer treats as "not ready yet".
 *
 * Call it before the resizer starts (a parent's layout effect runs before a child's effects), so
 * this load listener also runs before the resizer's. Returns a function that undoes it.
 */
export function hideWindowUntilLoaded(frame: HTMLIFrameElement): () => void {
  Object.defineProperty(frame, "contentWindow", { configurable: true, get: () => null });
  const reveal = () => {
    // Deleting the own property uncovers the element's real `contentWindow` getter again.
    delete (frame as { contentWindow?: unknown }).contentWindow;
  };
  frame.addEventListener("load", reveal, { once: true });
  return () => {
    frame.removeEventListener("load", reveal);
    reveal();
  };
}
