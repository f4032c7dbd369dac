import type { Locator, Page, Request } from "@playwright/test";
import { expect, isLocalUrl } from "./fixtures";
import { HYDRATED_ATTRIBUTE } from "@/components/head-scripts/page-marks";

/** Where the page's clock starts: any fixed moment will do, the page's timers count from it. */
const START = new Date("2030-01-07T09:00:00Z");

/**
 * The site's own requests whose answers start work on the page (its code, its data): a step of the
 * clock waits for them. Not images, fonts or media, which start nothing; a film's stream may stay
 * open as long as it plays.
 */
const WORK_STARTERS = new Set(["document", "script", "stylesheet", "fetch", "xhr"]);

/** Resolves once `page` has run the tasks it had queued (React renders in message tasks, as this does). */
function queuedTasksRun(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Gives `page` a clock that moves only when the test moves it (Playwright's fake clock, paused
 * from the page's first moment), so a bound such as "within 8 s of the page's load" is proved on
 * the page's own timers, whatever the machine's speed: the load event comes at the clock's start,
 * however long the machine takes to get there, and the clock then moves only by the steps the
 * test takes. Between steps the page is let finish what it does without a timer (the site's own
 * requests, the renders they start), so a timer it sets in answer is set at the moment it would
 * have been. Call before the page opens, in a test that does not wait for hydration
 * (`test.use({ waitForHydration: false })`): `open` waits for it. A page whose load event waits
 * on a third party that never answers (a frame in view) is opened at "domcontentloaded": its
 * clock then counts from before its load event.
 */
export async function pausedClock(page: Page) {
  const inFlight = new Set<Request>();
  page.on("request", (request) => {
    if (isLocalUrl(request.url()) && WORK_STARTERS.has(request.resourceType())) inFlight.add(request);
  });
  const finished = (request: Request) => inFlight.delete(request);
  page.on("requestfinished", finished);
  page.on("requestfailed", finished);
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START);
  let moved = 0;

  /** Lets the page finish what it is doing without the clock: the site's requests, then the tasks they queue. */
  const settle = async () => {
    await expect.poll(() => inFlight.size).toBe(0);
    for (let round = 0; round < 3; round += 1) await queuedTasksRun(page);
  };

  /** Moves the page's clock `ms` on, `step` at a time, letting the page settle after each. */
  const runFor = async (ms: number, step = 100) => {
    for (let left = ms; left > 0; left -= step) {
      const tick = Math.min(step, left);
      await page.clock.runFor(tick);
      moved += tick;
      await settle();
    }
  };

  return {
    /**
     * Opens `path` and waits for React to take over: the framework's loader starts the scripts on
     * zero-delay timers after the first paint, so the clock moves a millisecond at a time until then.
     */
    async open(path: string, { waitUntil = "load" }: { waitUntil?: "load" | "domcontentloaded" } = {}) {
      await page.goto(path, { waitUntil });
      const hydrated = page.locator(`html[${HYDRATED_ATTRIBUTE}]`);
      while ((await hydrated.count()) === 0) await runFor(1);
    },
    runFor,
    /**
     * Moves the clock on, `step` at a time, until `locator` is in the page: what a press starts
     * may wait on the page's timers too (React shows a suspended part's content on a timer).
     */
    async runUntilAttached(locator: Locator, step = 50) {
      while ((await locator.count()) === 0) await runFor(step);
    },
    /** Moves the clock on until it reads `ms` after the page's load event. */
    runUntil: (ms: number, step?: number) => runFor(Math.max(0, ms - moved), step),
    /** How far the clock has moved since the page's load event. */
    moved: () => moved,
    /** Lets time flow again, for the checks that follow. */
    resume: () => page.clock.resume(),
  };
}
