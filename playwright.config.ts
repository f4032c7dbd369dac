import { defineConfig, devices } from "@playwright/test";
import { hostsThisRun, toolOutcome } from "./scripts/test-setup/plan";
import { findDebianChromium, findFirefox, findNginx, findWebKit } from "./scripts/test-setup/tools";
import { HOST_NAMES } from "./tests/e2e/hosting/hosts";
import { EXPORT_DIRS, servedExports } from "./tests/e2e/exports/served-exports";

const port = Number(process.env.E2E_PORT ?? 4173);
/** The second export, built from tests/fixtures/owner-launched.ts (`npm run build:launched`). */
const launchedPort = port + 1;
/** The third, the first with the post-build step's private rewrites off (tests/e2e/plain-export.spec.ts). */
const plainPort = port + 2;
const exportPorts = { shipped: port, launched: launchedPort, plain: plainPort };

/*
 * Debian's Chromium where it is installed (scripts/test-setup/tools.ts says which build first and
 * why), else Playwright's own browser; `npm run test:e2e` installs one of them first.
 */
const debianChromium = findDebianChromium();
const launchOptions = debianChromium
  ? {
      executablePath: debianChromium,
      args: ["--disable-background-networking", "--disable-component-update"],
    }
  : {};

/*
 * A developer's machine without nginx leaves the nginx host out of the run (the test set-up says
 * so), rather than failing or skipping its tests; CI runs every host, so there its absence fails.
 */
const ci = Boolean(process.env.CI);
const hostNames = hostsThisRun(HOST_NAMES, { nginx: Boolean(findNginx()), ci });
/** The Firefox smoke run, likewise: left out of a developer's run where Firefox is not installed. */
const firefoxRuns = toolOutcome("firefox", { firefox: Boolean(findFirefox()), ci }) !== "left out";
/** And the WebKit run, where WebKitGTK's WebDriver (or what runs its browser) is not installed. */
const webkitRuns = toolOutcome("webkit", { webkit: Boolean(findWebKit()), ci }) !== "left out";

/** End-to-end tests always run against the built export served statically (`npm run build` first). */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: ci,
  retries: 0,
  // How long a test, and one expectation in it, may wait for what it waits for before it counts as
  // hung: every wait is for an event, never for time. On a two-core machine with one core busy, a
  // page of many images takes longer than Playwright's 30 s and 5 s to load, hydrate and settle,
  // though nothing is wrong with the site; the suite must pass there as it does quiet.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions,
    // Recording a trace (a DOM snapshot and a screenshot per action) for every test, to keep it
    // only for failures, costs about 40% of the suite's time on two cores. A failure prints its
    // error and the page's accessibility snapshot; to trace one, run it again with
    // `npx playwright test <file> --trace on`.
    trace: "off",
  },
  projects: [
    // The hosting spec once per host the export is deployed to. Its tests run in order in one
    // worker, so each host (wrangler's runtime takes seconds to start) starts once per run; listed
    // first, so these long jobs start while the other worker takes the many short ones.
    ...hostNames.map((hostName) => ({
      name: `hosting: ${hostName}`,
      testMatch: "hosting/hosting.spec.ts",
      fullyParallel: false,
      // Wrangler's local runtime passes every request through a Node proxy into workerd; on a busy
      // two-core machine a page with many images (the portfolio, the home page) then takes longer
      // than the default 30 s to load and hydrate, though nothing is wrong with the site or host.
      timeout: 60_000,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, hostName },
    })),
    // One Firefox launch (puppeteer-core over WebDriver BiDi, tests/e2e/firefox/) with a few page
    // loads on the launched export; listed early too, as its one worker is busy for a while.
    ...(firefoxRuns
      ? [
          {
            name: "firefox",
            testMatch: "firefox/*.spec.ts",
            fullyParallel: false,
            use: { baseURL: `http://localhost:${launchedPort}` },
          },
        ]
      : []),
    // One WebKitGTK browser through its WebDriver (tests/e2e/webkit/), likewise a few page loads on
    // the launched export in one worker.
    ...(webkitRuns
      ? [
          {
            name: "webkit",
            testMatch: "webkit/*.spec.ts",
            fullyParallel: false,
            use: { baseURL: `http://localhost:${launchedPort}` },
          },
        ]
      : []),
    // The export as a Next version the post-build step's rewrites are not proved on gets it: its
    // pages render, hydrate and keep their security policy.
    {
      name: "plain",
      testMatch: "plain-export.spec.ts",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://localhost:${plainPort}`,
      },
    },
    {
      name: "chromium",
      testIgnore: ["hosting/**", "firefox/**", "webkit/**", "plain-export.spec.ts"],
      grepInvert: /@launched/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // Tests tagged @launched need what only the owner supplies (video ids, post addresses, the
    // live URL), so they run on the export built from the launched fixture instead.
    {
      name: "launched",
      testIgnore: ["hosting/**", "firefox/**", "webkit/**", "plain-export.spec.ts"],
      grep: /@launched/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://localhost:${launchedPort}`,
      },
    },
  ],
  // Each export this run serves (tests/e2e/exports/served-exports.ts) on its own port.
  webServer: servedExports.map((name) => ({
    command: `node scripts/serve.mjs ${EXPORT_DIRS[name]}`,
    env: { PORT: String(exportPorts[name]) },
    url: `http://localhost:${exportPorts[name]}/`,
    reuseExistingServer: !process.env.CI,
  })),
});
