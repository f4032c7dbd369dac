/**
 * Run by `npm run test:e2e` before anything else: makes sure the machine has what the end-to-end
 * tests need outside npm, installing it where it can. A browser: Debian's packages as root with
 * apt, else Playwright's own download, else it fails with the one command to run. nginx (the
 * hosting spec's nginx host): Debian's package as root with apt; where it cannot be installed,
 * a developer's run leaves the nginx host out (playwright.config.ts lists it only where nginx is
 * installed) and says so, while CI, which runs every host, fails. With everything present it
 * does nothing and says so in one line.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import {
  aptPackages,
  browserFix,
  nginxFix,
  nginxLeftOutMessage,
  nginxOutcome,
  type Facts,
} from "./test-setup/plan";
import { findDebianChromium, findNginx } from "./test-setup/tools";

const PLAYWRIGHT_CLI = require.resolve("@playwright/test/cli");

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
  if (before.browser && before.nginx) {
    console.log("test setup: a browser and nginx are installed; nothing to install.");
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
  switch (nginxOutcome(after)) {
    case "required":
      console.error(
        `test setup: nginx is not installed, and CI runs every host. Install it with:\n  ${nginxFix(after)}`,
      );
      return 1;
    case "left out":
      console.warn(`test setup: ${nginxLeftOutMessage(after)}`);
      return 0;
    case "present":
      console.log("test setup: a browser and nginx are installed.");
      return 0;
  }
}

process.exit(setUp());
