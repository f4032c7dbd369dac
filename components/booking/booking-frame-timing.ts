/** SPEC §4/§9: the resizer starts, and the contact page sets sourceUrl, 100 ms after being ready. */
export const RESIZER_START_DELAY_MS = 100;

/**
 * How long after the frame's load event the provider's resizer script has to answer before the
 * email fallback is shown. A blocked or offline frame still fires `load` (with the browser's
 * error page), so this is how an unreachable provider is recognised.
 */
export const FRAME_ANSWER_TIMEOUT_MS = 5000;

export function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener("abort", () => window.clearTimeout(timer), { once: true });
  });
}

/** Resolves once the window's load event has fired (at once if it already has). */
export function windowLoaded(signal: AbortSignal): Promise<void> {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener("load", () => resolve(), { once: true, signal });
  });
}

/** When the last frame to ask may insert its own: one frame per task. */
let lastTurn: Promise<void> = Promise.resolve();

/**
 * Waits for this frame's turn to be inserted. Creating a cross-origin frame builds a whole new
 * window context, about 40 ms of main-thread work on a mid-range phone; two frames inserted in one
 * render (the contact page's) made one long task. Each frame now goes in its own task.
 */
export function frameTurn(): Promise<void> {
  // Never tied to one frame's abort signal: a frame that goes away must not stall the queue.
  const turn = lastTurn.then(() => new Promise<void>((resolve) => window.setTimeout(resolve, 0)));
  lastTurn = turn;
  return turn;
}
