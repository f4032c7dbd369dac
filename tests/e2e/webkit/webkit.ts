import { spawn } from "node:child_process";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { findWebKit } from "@/scripts/test-setup/tools";
import { startRefusingProxy, type RefusingProxy } from "./refusing-proxy";
import { WebDriverSession } from "./webdriver";

/*
 * WebKit for the WebKit run: WebKitGTK's WebDriver (Debian's webkit2gtk-driver, which Playwright
 * cannot use: it drives only its own patched WebKit, a download of its own), in a virtual X display
 * (xvfb-run), driving the run's bare browser window (bare-browser.mjs, run by gjs). Requests for
 * other hosts go to a proxy that refuses them all (refusing-proxy.ts).
 */

const BARE_BROWSER = join(__dirname, "bare-browser.mjs");
/** Room for the widest window the run opens. */
const SCREEN = "1920x1200x24";

export type WebKit = {
  session: WebDriverSession;
  /** Every address the browser asked for off this machine, all of them refused. */
  refused: string[];
  close: () => Promise<void>;
};

/** A port nothing listens on now, for the driver (which takes a number, not "any free port"). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  await new Promise((closed) => server.close(closed));
  return port;
}

/** The driver stopped before it was ready: it could not have its port or its X display. */
class DriverExited extends Error {}

/** Asks the driver until it says it is ready (or has exited, which throws with what it printed). */
async function driverReady(url: string, exited: () => string | undefined) {
  for (;;) {
    const output = exited();
    if (output !== undefined)
      throw new DriverExited(`WebKitWebDriver exited before it was ready:\n${output}`);
    const ready = await fetch(`${url}/status`)
      .then(async (response) => ((await response.json()) as { value: { ready: boolean } }).value.ready)
      .catch(() => false);
    if (ready) return;
    await new Promise((again) => setTimeout(again, 100));
  }
}

/** Attempts at starting the driver: see `startDriver`. */
const DRIVER_ATTEMPTS = 3;

/**
 * Starts the driver and its browser. `afterLoad` lists the times after a page's load event (ms)
 * a check may race (the bare browser's `__webkitRun.afterLoad`).
 */
export async function launchWebKit(afterLoad: readonly number[]): Promise<WebKit> {
  const proxy = await startRefusingProxy();
  for (let attempt = 1; ; attempt++) {
    try {
      return await startDriver(proxy, afterLoad);
    } catch (error) {
      // Another run on the machine may take the X display number or the port this one chose
      // between the choosing and the starting; the driver then exits, and a second try chooses again.
      if (attempt < DRIVER_ATTEMPTS && error instanceof DriverExited) continue;
      await proxy.close();
      throw error;
    }
  }
}

async function startDriver(proxy: RefusingProxy, afterLoad: readonly number[]): Promise<WebKit> {
  const tools = findWebKit();
  if (!tools) throw new Error("WebKitGTK's WebDriver is not installed (npm test installs it from Debian)");
  const port = await freePort();
  // Its own process group, so closing stops xvfb-run, the X server, the driver and the browser
  // together, and nothing else; and if the test process ends without closing it, so does the group.
  const driver = spawn(
    tools.xvfbRun,
    ["--auto-servernum", `--server-args=-screen 0 ${SCREEN}`, tools.driver, `--port=${port}`],
    { detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  driver.stdout.on("data", (chunk) => (output += chunk));
  driver.stderr.on("data", (chunk) => (output += chunk));
  let exited = false;
  driver.on("exit", () => (exited = true));
  const stop = () => {
    process.off("exit", stop);
    if (!exited && driver.pid) process.kill(-driver.pid, "SIGTERM");
  };
  process.on("exit", stop);
  const url = `http://127.0.0.1:${port}`;
  try {
    await driverReady(url, () => (exited ? output : undefined));
    const session = await WebDriverSession.start(url, {
      "webkitgtk:browserOptions": {
        binary: tools.gjs,
        args: ["-m", BARE_BROWSER, `--proxy=${proxy.url}`, `--after-load=${afterLoad.join(",")}`],
      },
    });
    return {
      session,
      refused: proxy.refused,
      close: async () => {
        await session.end().catch(() => {});
        stop();
        await proxy.close();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
