#!/usr/bin/env node
// @ts-check
/**
 * `npm run preview:launch`: what a host will publish, on the owner's own machine. Builds out/ exactly
 * as a host does (a launch: cards still without their video or post are left out, sections with
 * nothing left go), except that stand-ins still in place are reported rather than refused; then
 * serves it like `npm start` (http://localhost:3000/, PORT and HOST to change), ending its output
 * with the launch check's verdict. Arguments after `--` pass to the build.
 */
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { installedPath } from "./installed.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TSX_CLI = installedPath("tsx/cli");

const build = spawnSync(
  process.execPath,
  [path.join(ROOT, "scripts/build.mjs"), "--report-stand-ins", ...process.argv.slice(2)],
  { cwd: ROOT, stdio: "inherit" },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const owner = process.env.OWNER_MODULE ? ["--owner", process.env.OWNER_MODULE] : [];
const verdict = spawnSync(process.execPath, [TSX_CLI, "scripts/check-launch.ts", ...owner, "--summary"], {
  cwd: ROOT,
  encoding: "utf8",
});
console.log(`\nout/ now holds the launch as a host would build it. ${verdict.stdout.trim()}\n`);

const server = spawn(process.execPath, [path.join(ROOT, "scripts/serve.mjs"), path.join(ROOT, "out")], {
  cwd: ROOT,
  stdio: "inherit",
});
// A stop sent to this process alone (not the terminal's whole group) still stops the server.
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"]))
  process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
