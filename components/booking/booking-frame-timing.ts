/** docs/product.md §4/§9: the resizer starts, and the contact page sets sourceUrl, 100 ms after being ready. */
export const RESIZER_START_DELAY_MS = 100;

/**
 * How long the provider's form has to answer (the resizer's handshake), from the frame's
 * insertion, before the email route takes its place. Its load event plays no part: Chromium fires
 * one at once for a provider it cannot reach (with its error page), WebKit and Firefox none at all.
 * A form that answers later still replaces the email route.
 */
export const FRAME_ANSWER_TIMEOUT_MS = 5000;

/**
 * How long a frame may hold the page's queue of frames (frameTurn) before the next is inserted,
 * whether it has loaded or not: a page with two forms gives way for both within
 * FRAME_TURN_LIMIT_MS + FRAME_ANSWER_TIMEOUT_MS of the first one's insertion.
 */
export const FRAME_TURN_LIMIT_MS = 1000;

/**
 * Watches one inserted frame for its provider's answer and calls `onGiveUp` once, when none has
 * come FRAME_ANSWER_TIMEOUT_MS after insertion. Call `stop` once it has answered or is removed.
 */
export function watchFrameAnswer(onGiveUp: () => void): { stop: () => void } {
  const timer = window.setTimeout(onGiveUp, FRAME_ANSWER_TIMEOUT_MS);
  return { stop: () => window.clearTimeout(timer) };
}

export function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener("abort", () => window.clearTimeout(timer), { once: true });
  });
}

/** Settles when the frame before the newest one has answered, given up or gone away. */
let previousFrameDone: Promise<void> = Promise.resolve();

/**
 * A place in the page's queue of frames: `ready` settles when every frame that asked earlier is
 * done with its turn; call `done` when this frame is: once it has loaded, answered (its form is
 * ready), given up (shown the email route) or been removed, and at the latest FRAME_TURN_LIMIT_MS
 * after its insertion. Creating a cross-origin frame builds a whole new document and window, tens
 * of ms of main-thread work on a mid-range phone; the contact page's two frames, started together,
 * made the longest tasks of its first seconds. One at a time, the form in view gets the network and
 * the main thread first, and the second starts once the first's document is built, or soon after
 * it was asked for when it never loads (WebKit and Firefox fire no load for an unreachable frame).
 */
export function frameTurn(): { ready: Promise<void>; done: () => void } {
  let done: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  // A separate task even when nothing is queued: never two frames inserted in one render.
  const ready = previousFrameDone.then(() => new Promise<void>((resolve) => window.setTimeout(resolve, 0)));
  previousFrameDone = previousFrameDone.then(() => finished);
  return { ready, done };
}
