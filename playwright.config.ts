import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);

// Playwright cannot download its own browser here; Debian's Chromium is used where installed.
const debianChromium = "/usr/bin/chromium";
const launchOptions = existsSync(debianChromium)
  ? {
      executablePath: debianChromium,
      args: ["--disable-background-networking", "--disable-component-update"],
    }
  : {};

/** End-to-end tests always run against the built export served statically (`npm run build` first). */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: "node scripts/serve.mjs out",
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
});
