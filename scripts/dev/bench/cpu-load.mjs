// @ts-check
/**
 * Another CPU-heavy process for the bench's loaded run (`npm run bench -- --under-load`): a phone
 * is never quiet, so the pages must still hold their blocking-time target while something else
 * takes a core. `yes | gzip -9` keeps about one core busy (gzip at its slowest level, fed as fast
 * as a pipe allows) for as long as it runs, on any Debian machine, without writing anything.
 */
import { spawn } from "node:child_process";
import { constants } from "node:os";

export const CPU_LOAD_COMMAND = "yes | gzip -9 > /dev/null";

/** Starts the load in a process group of its own; `stop()` ends the whole group (yes and gzip). */
export function startCpuLoad() {
  const shell = spawn("sh", ["-c", CPU_LOAD_COMMAND], { detached: true, stdio: "ignore" });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      // Without a pid the shell never started: there is no group to stop.
      if (shell.pid !== undefined) process.kill(-shell.pid, "SIGTERM");
    } catch {
      // Already gone: nothing is left to stop.
    }
  };
  // An interrupted or failing bench must not leave a core busy behind it.
  process.once("exit", stop);
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.once(signal, () => {
      stop();
      // Chrome's launcher has a handler of its own that stops its browser and exits; without one
      // left, exit as the signal would have.
      if (process.listenerCount(signal) === 0) process.exit(128 + constants.signals[signal]);
    });
  }
  return { stop };
}
