#!/usr/bin/env node
// @ts-check
/**
 * `npm run dev`: Next's development server, with Next's telemetry off. The variable is set here
 * rather than in the npm script, so the command is the same in every OS's shell; arguments after
 * `--` (`npm run dev -- --port 4000`) pass through to `next dev`.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NEXT_CLI = createRequire(import.meta.url).resolve("next/dist/bin/next");

const next = spawn(process.execPath, [NEXT_CLI, "dev", ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});
// A stop sent to this process alone (not the terminal's whole group) still stops the server.
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"]))
  process.on(signal, () => next.kill(signal));
next.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
