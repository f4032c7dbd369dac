import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type Started = {
  child: ChildProcess;
  output: () => string;
  /** The resident memory of the server and everything it started, in KiB (Linux only). */
  residentKiB: () => number;
  stop: () => Promise<void>;
};

/**
 * Starts a server in its own process group, so stopping it also stops whatever it started
 * (wrangler starts the workerd runtime, nginx its workers).
 */
export function startGroup(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv },
) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  async function stop() {
    if (child.exitCode !== null || child.pid === undefined) return;
    const group = -child.pid;
    // The leader first, so it can stop and reap what it started (wrangler its workerd, nginx its
    // workers); then the whole group, for anything that outlived it.
    child.kill("SIGTERM");
    const stopped = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
    if (!stopped) child.kill("SIGKILL");
    await exited;
    try {
      process.kill(group, "SIGKILL");
    } catch {
      // Nothing of the group is left.
    }
  }

  const residentKiB = () => (child.pid === undefined ? 0 : groupResidentKiB(child.pid));
  return { child, output: () => output, residentKiB, stop } satisfies Started;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 200, failing with the server's output if it never does. */
export async function waitForHttp(url: string, started: Started, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(
        `The server exited with ${started.child.exitCode} before answering:\n${started.output()}`,
      );
    }
    try {
      if ((await fetch(url, { redirect: "manual" })).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await started.stop();
  throw new Error(`Nothing answered at ${url} within ${timeoutMs} ms:\n${started.output()}`);
}

/** The summed VmRSS of every process in process group `group`, read from /proc. */
function groupResidentKiB(group: number): number {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      // The command name (field 2) may hold spaces but ends with ")"; the group is the third field after it.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]) !== group) continue;
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
      total += Number(rss ?? 0);
    } catch {
      // The process exited between the listing and the read.
    }
  }
  return total;
}
