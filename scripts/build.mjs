#!/usr/bin/env node
/**
 * `npm run build`: the static export in out/. Checks the owner's details first: on a host, or with
 * LAUNCH=1, a stand-in left in place fails the build with the launch check's list (the site address
 * first); anywhere else it is a one-line warning, so the template still previews. Then resizes the owner's
 * photos to the layout's crops and widths (scripts/resize-owner-images.ts), makes every film's
 * still (scripts/film-stills.ts), compiles the head scripts, runs `next build` (`output: 'export'`) and the post-build step, each as a Node
 * process rather than through a shell, so the command is the same on every OS. Last, it stamps the export with a hash of what it
 * was built from (scripts/export-stamp.mjs), taken before the build starts, so `npm run test:e2e`
 * reuses an export built from the sources as they are and rebuilds only a stale one.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildInputsHash, writeStamp } from "./export-stamp.mjs";
import { launchSignal } from "./launch-gate.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const NEXT_CLI = require.resolve("next/dist/bin/next");
const TSX_CLI = require.resolve("tsx/cli");

/** Runs a Node script in the project's folder; a failing step ends the build with its status. */
function step(script, ...args) {
  const { status } = spawnSync(process.execPath, [script, ...args], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (status !== 0) process.exit(status ?? 1);
}

/** Runs the launch check on the owner file this build uses; refuses a launch while it finds stand-ins. */
function checkOwnerDetails() {
  const owner = process.env.OWNER_MODULE ? ["--owner", process.env.OWNER_MODULE] : [];
  const check = spawnSync(process.execPath, [TSX_CLI, "scripts/check-launch.ts", ...owner], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (check.status === 0) return;
  const signal = launchSignal(process.env);
  if (signal) {
    process.stdout.write(check.stdout);
    process.stderr.write(check.stderr);
    console.error(
      `\nBuild refused: ${signal} is set, so this build is a launch, and the details above are still` +
        " the template's stand-ins. docs/owner-guide.md says what to put in each.",
    );
    process.exit(1);
  }
  const summary = (check.stdout.split("\n")[0] || "the launch check failed").replace(/\.$/, "");
  console.warn(`Warning: ${summary} (npm run check:launch lists them; a host build refuses them).`);
}

checkOwnerDetails();
// Hashed first: an edit made while the build runs leaves the export stale.
const inputs = buildInputsHash(ROOT);
step(TSX_CLI, path.join(ROOT, "scripts/resize-owner-images.ts"));
step(TSX_CLI, path.join(ROOT, "scripts/film-stills.ts"));
step(path.join(ROOT, "scripts/compile-head-scripts.mjs"));
step(NEXT_CLI, "build");
step(path.join(ROOT, "scripts/postbuild.mjs"));
if (inputs) writeStamp(ROOT, "out", inputs);
