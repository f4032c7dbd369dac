#!/usr/bin/env node
// @ts-check
/**
 * `npm run build [-- --launch]`: the static export in out/. Checks the owner's details first: on a
 * host, with LAUNCH=1 or with `--launch` (the same, for a shell that cannot set a variable), the
 * build is a launch, and a stand-in left in place refuses it with the launch check's report between
 * two refusal lines, so the verdict and the first things to fix are at both ends of the log;
 * anywhere else it is a one-line warning, so the template still previews. A mistake in the owner
 * file itself (a quote left open, a value of the wrong kind) stops every build, named by its line. `--report-stand-ins`
 * (`npm run preview:launch`) makes the launch build a preview: the report is printed, and the build
 * goes ahead. Then resizes the owner's photos to the layout's crops and widths
 * (scripts/resize-owner-images.ts), makes every film's still (scripts/film-stills.ts), compiles the head scripts, runs `next build`
 * (`output: 'export'`), the fonts step (scripts/fonts.mjs), the post-build step and the precompressed copies of the export's text for
 * nginx (scripts/precompress.mjs), each as a Node process rather than through a shell, so the
 * command is the same on every OS. Last, it stamps the export with a hash of what it
 * was built from (scripts/export-stamp.mjs), taken before the build starts, so `npm run test:e2e`
 * reuses an export built from the sources as they are and rebuilds only a stale one.
 *
 * `--plain` runs the post-build step without the steps that rewrite Next's private output, as it
 * runs on a Next version they are not proved on (scripts/postbuild.mjs). `--plain-export <dir>`
 * also writes that export into <dir>, from the same `next build`: the end-to-end tests prove the
 * plain path on every change that way (tests/e2e/plain-export.spec.ts).
 */
import { spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildInputsHash, writeStamp } from "./export-stamp.mjs";
import { installedPath } from "./installed.mjs";
import { OWNER_FILE_MISTAKES, gateDecision, launchSignal } from "./launch-gate.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NEXT_CLI = installedPath("next/dist/bin/next");
const TSX_CLI = installedPath("tsx/cli");

const reportOnly = process.argv.includes("--report-stand-ins");
const plain = process.argv.includes("--plain");
const plainExport = process.argv[process.argv.indexOf("--plain-export") + 1];
const alsoPlain = process.argv.includes("--plain-export") && plainExport;
/**
 * The environment every step sees: `--launch` is LAUNCH=1, so next.config.ts and the stamp agree.
 * @type {NodeJS.ProcessEnv}
 */
const env = {
  ...process.env,
  ...(process.argv.includes("--launch") || reportOnly ? { LAUNCH: "1" } : {}),
  NEXT_TELEMETRY_DISABLED: "1",
};

/**
 * Runs a Node script in the project's folder; a failing step ends the build with its status.
 * @param {string} script
 * @param {string[]} args
 */
function step(script, ...args) {
  const { status } = spawnSync(process.execPath, [script, ...args], { cwd: ROOT, stdio: "inherit", env });
  if (status !== 0) process.exit(status ?? 1);
}

/**
 * The launch check on the owner file this build uses: `--summary` for its verdict line alone.
 * @param {string[]} args
 */
function launchCheck(...args) {
  const owner = env.OWNER_MODULE ? ["--owner", env.OWNER_MODULE] : [];
  return spawnSync(process.execPath, [TSX_CLI, "scripts/check-launch.ts", ...owner, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env,
  });
}

/** Refuses a launch while the owner's details have stand-ins, or reports them, or warns in one line. */
function checkOwnerDetails() {
  const summary = launchCheck("--summary");
  if (summary.status === OWNER_FILE_MISTAKES) {
    // Nothing can be built from a file with mistakes: said in the owner's words, first and last.
    process.stderr.write(summary.stdout);
    console.error("\nBuild stopped: fix the lines above in the owner file, then build again.");
    process.exit(1);
  }
  const signal = launchSignal(env);
  const decision = gateDecision({ ready: summary.status === 0, launch: Boolean(signal), reportOnly });
  if (decision === "go") return;
  if (decision === "warn") {
    const verdict = summary.stdout.trim() || "The launch check failed.";
    console.warn(`Warning: ${verdict} A host build refuses them.`);
    return;
  }
  const check = launchCheck();
  // One stream, so a host's log keeps the lines in this order.
  const [opening, closing] =
    decision === "refuse"
      ? [
          `Build refused: ${signal} is set, so this build is a launch, and the owner's details are not ready.`,
          `Build refused: ${signal} is set, so this build is a launch, and the details above are still` +
            " the template's stand-ins. docs/owner-guide.md says what to put in each.",
        ]
      : [
          "Launch preview: a host would refuse this build; it goes ahead here so you can see the launch.",
          "Launch preview: building anyway. A host refuses this build until the details above are supplied.",
        ];
  console.error(`${opening}\n`);
  process.stderr.write(check.stdout);
  process.stderr.write(check.stderr);
  console.error(`\n${closing}`);
  if (decision === "refuse") process.exit(1);
}

checkOwnerDetails();
// Hashed first: an edit made while the build runs leaves the export stale.
const inputs = buildInputsHash(ROOT, env);
step(TSX_CLI, path.join(ROOT, "scripts/resize-owner-images.ts"));
step(TSX_CLI, path.join(ROOT, "scripts/film-stills.ts"));
step(path.join(ROOT, "scripts/compile-head-scripts.mjs"));
step(NEXT_CLI, "build");
step(path.join(ROOT, "scripts/fonts.mjs"), "out");
if (alsoPlain) {
  rmSync(path.join(ROOT, plainExport), { recursive: true, force: true });
  cpSync(path.join(ROOT, "out"), path.join(ROOT, plainExport), { recursive: true });
  step(path.join(ROOT, "scripts/postbuild.mjs"), plainExport, "--plain");
}
step(path.join(ROOT, "scripts/postbuild.mjs"), "out", ...(plain ? ["--plain"] : []));
step(path.join(ROOT, "scripts/precompress.mjs"), "out");
if (inputs) writeStamp(ROOT, "out", inputs);
if (inputs && alsoPlain) writeStamp(ROOT, plainExport, inputs);
