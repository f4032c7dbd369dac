// @ts-check
/**
 * The bench's interaction run (`npm run bench -- --interaction-latency`): how long the site takes
 * to answer what a visitor does, on a 4× slower CPU (Chrome's CPU throttling, as Lighthouse's
 * mobile preset assumes), in fresh phone-sized browsers. Each interaction's latency is the
 * browser's own (Event Timing, as Interaction to Next Paint counts it): from the press to the next
 * frame after its handlers, the longest of the events that share its `interactionId`. Events
 * under 16 ms are not reported by the API: those interactions fit in one frame ("< 16 ms").
 *
 * What is done, each in a fresh browser per round:
 * - calculator: digits typed one at a time into five quantity fields of /master-pricing/;
 * - video dialog: on `/`, three films' play controls pressed in turn, each dialog closed with
 *   Escape; beside the interaction's latency, the time from the press to the first frame with the
 *   dialog on screen (its code is fetched on the first press);
 * - menu: on `/`, the phone menu opened and closed with Escape three times.
 * Each round first types into a bare page of five number fields (no framework, no styles): the
 * browser's own floor for a key press under the same throttling.
 *
 * Budget: every interaction answered within INTERACTION_BUDGET_MS at p90, and each dialog on
 * screen within DIALOG_BUDGET_MS of its press at p90. `--dirs out,/tmp/other` compares exports:
 * each round measures every folder in turn.
 */
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { startHttpsServer } from "./https-server.mjs";

/** Google's "good" Interaction to Next Paint, the most a visitor should wait for an answer. */
export const INTERACTION_BUDGET_MS = 200;
/** From a press of play to its dialog on screen, its code fetched on the first (over local HTTP/2). */
export const DIALOG_BUDGET_MS = 300;

const FIELDS = {
  "std-90s": "12",
  "prem-3min": "4",
  "testimonial-std": "150",
  greenscreen: "7",
  "pdf-case-study": "25",
};
/** A field's click and each digit typed into it: one interaction each. */
const FIELD_INTERACTIONS = Object.keys(FIELDS).length + Object.values(FIELDS).join("").length;
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
 * What the page records: every interaction's longest event, and each dialog's time on screen.
 * @typedef {{ interactions: Record<string, number>, dialogs: number[] }} Recorded
 * @typedef {Window & { __recorded?: Recorded }} RecordingWindow
 */

/** Runs in the page before its own scripts. */
function recordInPage() {
  const recorded = {
    interactions: /** @type {Record<string, number>} */ ({}),
    dialogs: /** @type {number[]} */ ([]),
  };
  /** @type {RecordingWindow} */ (window).__recorded = recorded;
  new PerformanceObserver((list) => {
    // Event Timing's interactionId is newer than the DOM types here.
    for (const entry of /** @type {(PerformanceEntry & { interactionId?: number })[]} */ (
      list.getEntries()
    )) {
      if (!entry.interactionId) continue;
      const id = String(entry.interactionId);
      recorded.interactions[id] = Math.max(recorded.interactions[id] ?? 0, entry.duration);
    }
  }).observe(
    /** @type {PerformanceObserverInit} */ ({ type: "event", durationThreshold: 16, buffered: true }),
  );
  // A press, then the first frame in which a dialog is open.
  document.addEventListener(
    "click",
    (event) => {
      const pressed = event.timeStamp;
      const shown = () => document.querySelector('[role="dialog"]') !== null;
      if (shown()) return;
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        requestAnimationFrame(() => recorded.dialogs.push(performance.now() - pressed));
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      setTimeout(() => observer.disconnect(), 10_000);
    },
    true,
  );
}

/**
 * What a scenario does on its hydrated page, and how many interactions that is.
 * @typedef {{ path: string, presses: number, act: (page: import("@playwright/test").Page) => Promise<void> }} Scenario
 * @typedef {"bare number fields" | "calculator" | "video dialog" | "menu"} ScenarioName
 */
/** @type {Record<ScenarioName, Scenario>} */
const SCENARIOS = {
  "bare number fields": { path: BARE_FIELD_PATH, presses: FIELD_INTERACTIONS, act: typeFields },
  calculator: { path: "/master-pricing/", presses: FIELD_INTERACTIONS, act: typeFields },
  "video dialog": {
    path: "/",
    presses: 6,
    act: async (page) => {
      const plays = page.locator('button[aria-label^="Play"]:visible');
      for (let index = 0; index < 3; index++) {
        const play = plays.nth(index);
        await play.scrollIntoViewIfNeeded();
        await play.click();
        await page.getByRole("dialog").waitFor();
        await page.waitForTimeout(500);
        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "detached" });
        await page.waitForTimeout(500);
      }
    },
  },
  menu: {
    path: "/",
    presses: 6,
    act: async (page) => {
      for (let index = 0; index < 3; index++) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.waitForTimeout(500);
        await page.keyboard.press("Escape");
        await page.waitForTimeout(500);
      }
    },
  },
};

/** @param {import("@playwright/test").Page} page */
async function typeFields(page) {
  for (const [id, digits] of Object.entries(FIELDS)) {
    await page.locator(`#qty-${id}`).click();
    for (const digit of digits) {
      await page.keyboard.press(digit);
      await page.waitForTimeout(250);
    }
  }
}

/**
 * One fresh browser doing one scenario; what it recorded.
 * @param {string} origin
 * @param {ScenarioName} name
 * @param {string} chromePath
 * @returns {Promise<Recorded>}
 */
async function measure(origin, name, chromePath) {
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
    await page.addInitScript(recordInPage);
    const scenario = SCENARIOS[name];
    await page.goto(`${origin}${scenario.path}`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.waitForLoadState("networkidle");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await scenario.act(page);
    await page.waitForTimeout(500);
    return await page.evaluate(
      () => /** @type {Recorded} */ (/** @type {RecordingWindow} */ (window).__recorded),
    );
  } finally {
    await browser.close();
  }
}

/**
 * @param {number[]} sorted
 * @param {number} share
 */
const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
/** @param {number} ms */
const shown = (ms) => (ms < 16 ? "< 16 ms" : `${Math.round(ms)} ms`);

/**
 * Serves each export folder over HTTP/2 and TLS, as the bench does, from `firstPort` up, measures
 * `rounds` rounds of every scenario and prints the figures through `log`; returns how many
 * scenarios missed their budget.
 * @param {{ dirs: string[], rounds: number, chromePath: string, firstPort: number, log?: (line: string) => void }} options
 */
export async function interactionLatency({ dirs, rounds, chromePath, firstPort, log = console.log }) {
  const servers = await Promise.all(
    dirs.map((dir, index) => startHttpsServer({ root: resolve(dir), port: firstPort + index })),
  );
  const names = /** @type {ScenarioName[]} */ (Object.keys(SCENARIOS));
  /** @typedef {{ label: string, name: ScenarioName, origin: string, latencies: number[], dialogs: number[] }} Target */
  /** The bare fields once (on the first server), every other scenario on every export. */
  const targets = names.flatMap((name) =>
    (name === "bare number fields" ? dirs.slice(0, 1) : dirs).map(
      (dir, index) =>
        /** @type {Target} */ ({
          label: name === "bare number fields" ? name : `${dir} ${name}`,
          name,
          origin: servers[index]?.origin ?? "",
          latencies: [],
          dialogs: [],
        }),
    ),
  );
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const target of targets) {
        const recorded = await measure(target.origin, target.name, chromePath);
        const reported = Object.values(recorded.interactions);
        // The interactions under 16 ms are not reported: they count as one frame.
        const { presses } = SCENARIOS[target.name];
        target.latencies.push(...reported, ...Array(Math.max(0, presses - reported.length)).fill(0));
        target.dialogs.push(...recorded.dialogs);
        log(
          `round ${round} ${target.label}: ${reported.map(shown).join(", ") || "every interaction within a frame"}`,
        );
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }

  let missed = 0;
  log(
    `\nInteraction latency at 4× CPU, ${rounds} rounds (budgets: p90 <= ${INTERACTION_BUDGET_MS} ms; a dialog on screen <= ${DIALOG_BUDGET_MS} ms after its press, p90)`,
  );
  for (const { label, name, latencies, dialogs } of targets) {
    const sorted = [...latencies].sort((a, b) => a - b);
    const open = [...dialogs].sort((a, b) => a - b);
    const over =
      name !== "bare number fields" &&
      (percentile(sorted, 0.9) > INTERACTION_BUDGET_MS ||
        (open.length > 0 && percentile(open, 0.9) > DIALOG_BUDGET_MS));
    if (over) missed++;
    log(
      `${label}: ${sorted.length} interactions, median ${shown(percentile(sorted, 0.5))}, p90 ${shown(percentile(sorted, 0.9))}, worst ${shown(sorted.at(-1) ?? 0)}` +
        (open.length
          ? `; dialog on screen median ${shown(percentile(open, 0.5))}, p90 ${shown(percentile(open, 0.9))}`
          : "") +
        (name === "bare number fields" ? " (the floor)" : over ? "  OVER" : "  ok"),
    );
  }
  return missed;
}
