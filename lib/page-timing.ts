/*
 * When the browser has room for work that can wait: after the page's load event, and in idle time.
 * Shared by the islands that start late on purpose (the booking frames, the calculator's link and
 * QR code, the heroes' showreel).
 */

/**
 * Runs `task` once the browser has painted and has a moment to spare (`requestIdleCallback`, at the
 * latest after `timeout` ms). Where there is no idle callback (older Safari, jsdom) a zero-delay
 * timeout stands in. Returns a function that cancels the task if it has not run yet.
 */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}

/** Resolves once the window's load event has fired (at once if it already has). */
export function windowLoaded(signal: AbortSignal): Promise<void> {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener("load", () => resolve(), { once: true, signal });
  });
}
