// @ts-check
/**
 * The bench's calculator run (`npm run bench -- --calculator-latency`): how long the calculator
 * takes from a key press in a quantity field to the frame that shows the new totals, on a 4× slower
 * CPU (Chrome's CPU throttling, as Lighthouse's mobile preset assumes). Measured with the browser's
 * Event Timing API: each keyboard and input event's `duration` runs from the key press to the next
 * paint after its handlers, so it includes React's re-render. Types into several rows (one digit at
 * a time, a visitor's pace), over a few fresh browsers, and prints the median, 90th percentile and
 * worst. One frame at 60 Hz is 16.7 ms.
 *
 * Two views: every event entry of 16 ms or more (keydown, keypress, input… each on its own), and
 * one figure per key press, its keydown entry, whose duration runs to the frame that shows the new
 * totals (the keypress and input handlers run in the same task). A press with no keydown entry
 * painted within 16 ms; it counts as "< 16" in the per-press figures.
 *
 * To compare builds, name several export folders (`--dirs out,/tmp/other-out`): each round
 * measures every folder in turn, each in a fresh browser, so a busy spell of the machine lands on
 * all of them alike.
 *
 * Each round also types the same digits into a bare page (five plain number fields and a total
 * set from an input listener, no framework, no styles), first: the browser's own floor for a key
 * press under the same throttling, so the calculator's figures read as "this much over a bare
 * field", not against an absolute the browser itself does not reach.
 */
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { startHttpsServer } from "./https-server.mjs";

const FIELDS = {
  "std-90s": "12",
  "prem-3min": "4",
  "testimonial-std": "150",
  greenscreen: "7",
  "pdf-case-study": "25",
};
const presses = Object.values(FIELDS).join("").length;
/** The floor: the same five fields on a page with nothing else, served in place of a path. */
const BARE_FIELD_PATH = "/__bare-field/";
const BARE_FIELD_PAGE = `<!doctype html><html lang="en" data-hydrated><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare field</title>
${Object.keys(FIELDS)
  .map((id) => `<p><label>${id} <input id="qty-${id}" type="number" min="0" step="1"></label></p>`)
  .join("\n")}
<p>Total <output id="total">0</output></p>
<script>
document.addEventListener("input", () => {
  const sum = [...document.querySelectorAll("input")].reduce((total, field) => total + (Number(field.value) || 0) * 450, 0);
  document.getElementById("total").textContent = sum.toLocaleString("en-GB", { style: "currency", currency: "GBP" });
});
</script></html>`;

/**
 * An Event Timing entry as the page records it: the event's name and its duration in ms.
 * @typedef {{ name: string, duration: number }} EventTiming
 */
/** @typedef {Window & { __eventTimings?: EventTiming[] }} TimedWindow */

/**
 * One fresh browser typing FIELDS into the calculator; the Event Timing entries of 16 ms or more.
 * @param {string} origin
 * @param {string} path
 * @param {string} chromePath
 * @returns {Promise<EventTiming[]>}
 */
async function measure(origin, path, chromePath) {
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      ignoreHTTPSErrors: true,
    });
    await context.route("**/*", (route) =>
      new URL(route.request().url()).hostname === "localhost" ? route.continue() : route.abort(),
    );
    await context.route(`**${BARE_FIELD_PATH}`, (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: BARE_FIELD_PAGE }),
    );
    const page = await context.newPage();
    await page.addInitScript(() => {
      /** @type {EventTiming[]} */
      const seen = [];
      /** @type {TimedWindow} */ (window).__eventTimings = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (["keydown", "keyup", "keypress", "input", "beforeinput"].includes(entry.name)) {
            seen.push({ name: entry.name, duration: entry.duration });
          }
        }
        // The Event Timing API's own option, which TypeScript's DOM types do not list.
      }).observe(
        /** @type {PerformanceObserverInit & { durationThreshold: number }} */ ({
          type: "event",
          durationThreshold: 16,
          buffered: true,
        }),
      );
    });
    await page.goto(`${origin}${path}`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    for (const [id, digits] of Object.entries(FIELDS)) {
      await page.locator(`#qty-${id}`).click();
      for (const digit of digits) {
        await page.keyboard.press(digit);
        await page.waitForTimeout(250);
      }
    }
    // Entries under 16 ms are not reported at all (the API's floor): those presses fit in a frame.
    // Set by the init script before the page's own scripts ran.
    return await page.evaluate(
      () => /** @type {EventTiming[]} */ (/** @type {TimedWindow} */ (window).__eventTimings),
    );
  } finally {
    await browser.close();
  }
}

/**
 * Serves each export folder over HTTP/2 and TLS, as the bench does, from `firstPort` counting up,
 * measures `rounds` rounds and prints the figures through `log`.
 * @param {{
 *   dirs: string[],
 *   rounds: number,
 *   chromePath: string,
 *   firstPort: number,
 *   log?: (line: string) => void,
 * }} options `dirs`: at least one
 */
export async function calculatorLatency({ dirs, rounds, chromePath, firstPort, log = console.log }) {
  const servers = await Promise.all(
    dirs.map((dir, index) => startHttpsServer({ root: resolve(dir), port: firstPort + index })),
  );
  /** @param {number} index a folder's: there is a server for each */
  const originOf = (index) => /** @type {{ origin: string }} */ (servers[index]).origin;
  /**
   * What each round measures, in order: the bare field first, then every build's calculator; each
   * with the entries its rounds recorded.
   * @type {{ name: string, origin: string, path: string, durations: EventTiming[] }[]}
   */
  const targets = [
    { name: "a bare number field", origin: originOf(0), path: BARE_FIELD_PATH, durations: [] },
    ...dirs.map((dir, index) => ({
      name: dir,
      origin: originOf(index),
      path: "/master-pricing/",
      durations: [],
    })),
  ];
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const { name, origin, path, durations } of targets) {
        const timings = await measure(origin, path, chromePath);
        durations.push(...timings);
        log(
          `round ${round} ${name}: ${presses} key presses, ${timings.length} events of 16 ms or more: ${timings.map((t) => `${t.name} ${t.duration}`).join(", ") || "none"}`,
        );
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }

  /**
   * @param {number[]} sorted not empty
   * @param {number} share
   */
  const percentile = (sorted, share) =>
    /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]);
  const shown = (/** @type {number} */ ms) => (ms < 16 ? "< 16 ms" : `${ms} ms`);
  for (const { name, durations } of targets) {
    const sorted = durations.map((timing) => timing.duration).sort((a, b) => a - b);
    log(
      sorted.length === 0
        ? `${name}: every key press reached the screen within one frame (no event of 16 ms or more).`
        : `${name}: events of 16 ms or more: ${sorted.length} (of ${rounds} × ${presses} key presses × 5 events); median ${percentile(sorted, 0.5)} ms, p90 ${percentile(sorted, 0.9)} ms, worst ${sorted.at(-1)} ms.`,
    );
    const keydowns = durations.filter((timing) => timing.name === "keydown").map((t) => t.duration);
    /** @type {number[]} */
    const withinAFrame = Array(rounds * presses - keydowns.length).fill(0);
    // A figure for every press, so never empty.
    const perPress = [...keydowns, ...withinAFrame].sort((a, b) => a - b);
    log(
      `${name}: per key press (${perPress.length}): ${perPress.length - keydowns.length} within one frame; median ${shown(percentile(perPress, 0.5))}, p90 ${shown(percentile(perPress, 0.9))}, worst ${shown(percentile(perPress, 1))}.`,
    );
  }
}
