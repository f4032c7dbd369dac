/**
 * Keeps a frame's window out of reach of scripts until the frame has loaded.
 *
 * The resizer greets a new frame at once, before its page has arrived: reading `contentWindow` then
 * makes the browser build a script context for the frame's placeholder blank page, about 40 ms of
 * main-thread work per frame on a mid-range phone (the contact page's two frames cost 150 ms of
 * blocking time in Lighthouse). The greeting is wasted anyway, since the blank page is replaced
 * when the provider's page arrives, and the resizer greets the frame again on its load event.
 *
 * Until then `contentWindow` reads as a stand-in whose `postMessage` drops the greeting. It is not
 * null: the resizer warns in the console for every greeting it cannot send to a null window ("IFrame
 * not found"), a line in a visitor's console for nothing and, with developer tools attached as in
 * Lighthouse, 4–5 ms of main thread per frame. No message can come from the stand-in, so a listener
 * that compares `event.source` with it ignores the frame until it has loaded.
 *
 * Call it before the resizer starts (a parent's layout effect runs before a child's effects), so
 * this load listener also runs before the resizer's. Returns a function that undoes it.
 */
export function hideWindowUntilLoaded(frame: HTMLIFrameElement): () => void {
  const standIn = { postMessage() {} };
  Object.defineProperty(frame, "contentWindow", { configurable: true, get: () => standIn });
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
