import type { ElementRef, WebDriverSession } from "./webdriver";

/*
 * "Within so many seconds", judged inside the page without reading a clock: the page's condition
 * is raced against a timer of the page's own event loop, started at the moment the promise counts
 * from. A mutation that makes the condition true is seen in a microtask of the task that made it,
 * before the timer's task can run if it came first, and a busy machine delays the page's timers
 * and its rendering alike; so the outcome is the order of two events in one event loop, the same
 * on a quiet machine and a loaded one.
 */

/** When the time starts: the page's load event, or a click on an element of it. */
export type Start = { load: true } | { click: ElementRef };

/**
 * Fails unless `condition` (a function body run in the page, true once what is promised has
 * happened) holds within `ms` of `start`; `what` names the promise in the error. The condition
 * takes no arguments: write any value into it (JSON.stringify). A start at the load event needs
 * the bare browser started with `ms` among its after-load times.
 */
export async function happensWithin(
  session: WebDriverSession,
  what: string,
  ms: number,
  start: Start,
  condition: string,
) {
  const outcome = await session.runAsync<"in time" | "late" | "too late to judge">(
    `const [ms, element, done] = arguments;
     const holds = () => { ${condition} };
     let deadline;
     if (element) {
       deadline = new Promise((late) => setTimeout(late, ms));
       element.click();
     } else {
       // The check itself began after the time was up: which came first can no longer be told.
       if (window.__webkitRun.passed(ms)) return done(holds() ? "too late to judge" : "late");
       deadline = window.__webkitRun.afterLoad(ms);
     }
     const met = new Promise((resolve) => {
       if (holds()) return resolve();
       const observer = new MutationObserver(() => {
         if (!holds()) return;
         observer.disconnect();
         resolve();
       });
       observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
     });
     Promise.race([met.then(() => "in time"), deadline.then(() => "late")]).then(done);`,
    ms,
    "click" in start ? start.click : null,
  );
  const from = "click" in start ? "the click" : "the page's load";
  if (outcome === "late") throw new Error(`${what}: not within ${ms} ms of ${from}`);
  if (outcome === "too late to judge") {
    throw new Error(`${what}: the check could only begin ${ms} ms after ${from} (a very busy machine?)`);
  }
}
