#!/usr/bin/env node
/**
 * `npm run build`: the static export in out/. Compiles the head scripts, runs `next build`
 * (`output: 'export'`), then the post-build step, each as a Node process rather than through a
 * shell, so the command is the same on every OS. Last, it stamps the export with a hash of what it
 * was built from (scripts/export-stamp.mjs), taken before the build starts, so `npm run test:e2e`
 * reuses an export built from the sources as they are and rebuilds only a stale one.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildInputsHash, writeStamp } from "./export-stamp.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NEXT_CLI = createRequire(import.meta.url).resolve("next/dist/bin/next");

/** Runs a Node script in the project's folder; a failing step ends the build with its status. */
function step(script, ...args) {
  const { status } = spawnSync(process.execPath, [script, ...args], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (status !== 0) process.exit(status ?? 1);
}

// Hashed first: an edit made while the build runs leaves the export stale.
const inputs = buildInputsHash(ROOT);
step(path.join(ROOT, "scripts/compile-head-scripts.mjs"));
step(NEXT_CLI, "build");
step(path.join(ROOT, "scripts/postbuild.mjs"));
if (inputs) writeStamp(ROOT, "out", inputs);
