/** docs/product.md §4/§9: the resizer starts, and the contact page sets sourceUrl, 100 ms after being ready. */
export const RESIZER_START_DELAY_MS = 100;

/**
 * How long after the frame's load event the provider's resizer script has to answer before the
 * email fallback is shown. In Chromium a blocked or offline frame still fires `load` (with the
 * browser's error page), so this is how an unreachable provider is recognised there.
 */
export const FRAME_ANSWER_TIMEOUT_MS = 5000;

/**
 * How long after the frame is inserted it has to answer, load event or not: Firefox fires no
 * `load` for a frame whose provider it cannot reach, so waiting for one would wait for ever.
 * Two answer times, so a provider that loads and answers as it should is never cut short.
 */
export const FRAME_INSERT_TIMEOUT_MS = 2 * FRAME_ANSWER_TIMEOUT_MS;

/**
 * Watches one inserted frame for its provider's answer (the resizer's handshake) and calls
 * `onGiveUp` once, when none has come by whichever limit ends first: FRAME_ANSWER_TIMEOUT_MS
 * after its latest load event, or FRAME_INSERT_TIMEOUT_MS after insertion. Call `loaded` on each
 * load event, and `stop` once it has answered or is removed.
 */
export function watchFrameAnswer(onGiveUp: () => void): { loaded: () => void; stop: () => void } {
  let watching = true;
  let afterLoad: number | undefined;
  const stop = () => {
    watching = false;
    window.clearTimeout(afterLoad);
    window.clearTimeout(afterInsert);
  };
  const giveUp = () => {
    if (!watching) return;
    stop();
    onGiveUp();
  };
  const afterInsert = window.setTimeout(giveUp, FRAME_INSERT_TIMEOUT_MS);
  return {
    loaded() {
      if (!watching) return;
      window.clearTimeout(afterLoad);
      afterLoad = window.setTimeout(giveUp, FRAME_ANSWER_TIMEOUT_MS);
    },
    stop,
  };
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
 * A place in the page's queue of frames: `ready` settles when every frame that asked earlier has
 * answered (its form is ready), given up (shown the email route) or been removed; call `done` when
 * this frame has. Creating a cross-origin frame builds a whole new document and window, tens of ms
 * of main-thread work on a mid-range phone; the contact page's two frames, started together, made
 * the longest tasks of its first seconds. One at a time, the form in view gets the network and the
 * main thread first, and the second starts once the first has answered.
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
