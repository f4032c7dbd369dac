/**
 * Run first by `npm test` (and by `npm run test:unit` and `npm run test:e2e` when run alone):
 * makes sure the machine has what the tests need outside npm, installing it where it can. A
 * browser: Debian's packages as root with apt, else Playwright's own download, else it fails with
 * the one command to run. Liberation Sans (Arial's metric twin, which the fallback-font test draws
 * with): Debian's package as root with apt. nginx (a unit test of its port-80 server, the hosting
 * spec's nginx host), Firefox ESR (the Firefox smoke run) and WebKitGTK's WebDriver with xvfb and
 * gjs (the WebKit run): Debian's packages as root with apt; where one cannot be installed, a developer's run leaves its tests out (jest.config.js and
 * playwright.config.ts list them only where the tool is found) and says so, while CI, which runs
 * every test, fails. With everything present it does nothing and says so in one line.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import {
  aptPackages,
  browserFix,
  leftOutMessage,
  OPTIONAL_TOOLS,
  requiredMessage,
  toolOutcome,
  type Facts,
} from "./test-setup/plan";
import { findDebianChromium, findFirefox, findNginx, findWebKit } from "./test-setup/tools";

const PLAYWRIGHT_CLI = require.resolve("@playwright/test/cli");
/** Where Debian's fonts-liberation puts Liberation Sans (also what .ci/run looks for). */
const ARIAL_TWIN_FILE = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf";

function playwrightChromium(): boolean {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

function facts(): Facts {
  return {
    browser: Boolean(findDebianChromium()) || playwrightChromium(),
    nginx: Boolean(findNginx()),
    arialTwin: existsSync(ARIAL_TWIN_FILE),
    firefox: Boolean(findFirefox()),
    webkit: Boolean(findWebKit()),
    root: process.getuid?.() === 0,
    apt: existsSync("/usr/bin/apt-get"),
    ci: Boolean(process.env.CI),
    platform: process.platform,
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  return spawnSync(command, args, { stdio: "inherit", env }).status === 0;
}

function installFromDebian(packages: string[]) {
  console.log(`test setup: installing ${packages.join(", ")} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (
    !run("apt-get", ["update", "-qq"], env) ||
    !run("apt-get", ["install", "-y", "-qq", ...packages], env)
  ) {
    console.warn("test setup: apt-get did not install them.");
  }
  // Debian starts nginx as a service on install; the hosting spec starts its own on a free port.
  const nginx = packages.includes("nginx") && findNginx();
  if (nginx) spawnSync(nginx, ["-s", "stop"], { stdio: "ignore" });
}

function setUp(): number {
  const before = facts();
  if (before.browser && before.arialTwin && OPTIONAL_TOOLS.every((tool) => before[tool])) {
    console.log(
      "test setup: a browser, Liberation Sans, nginx, Firefox and WebKit are installed; nothing to install.",
    );
    return 0;
  }
  const packages = aptPackages(before);
  if (packages.length > 0) installFromDebian(packages);
  if (!facts().browser) {
    console.log("test setup: no Chromium found; downloading Playwright's…");
    run(process.execPath, [PLAYWRIGHT_CLI, "install", "chromium"]);
  }
  const after = facts();
  if (!after.browser) {
    console.error(
      `test setup: no browser for the end-to-end tests. Install one with:\n  ${browserFix(after)}`,
    );
    return 1;
  }
  let status = 0;
  for (const tool of OPTIONAL_TOOLS) {
    const outcome = toolOutcome(tool, after);
    if (outcome === "required") {
      console.error(`test setup: ${requiredMessage(tool, after)}`);
      status = 1;
    } else if (outcome === "left out") {
      console.warn(`test setup: ${leftOutMessage(tool, after)}`);
    }
  }
  if (OPTIONAL_TOOLS.every((tool) => after[tool])) {
    console.log("test setup: a browser, nginx, Firefox and WebKit are installed.");
  }
  return status;
}

process.exit(setUp());
