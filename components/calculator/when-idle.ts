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
