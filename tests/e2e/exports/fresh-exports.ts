import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { buildInputsHash, isCurrent, stampPath, writeStamp } from "../../../scripts/export-stamp.mjs";

/*
 * The three exports the end-to-end tests serve, each built at most once however often the tests
 * run: out-launched/ (the launched owner's export, `npm run build:launched`), out/ (`npm run
 * build`) and out-plain/, the same export with the post-build step's private rewrites off, written
 * by that build from the same `next build` (`npm run build -- --plain-export out-plain`).
 *
 * `npm run build` stamps out/ itself (scripts/build.mjs), so an export `npm start` just built is
 * reused; the launched export is stamped here, once it is in its own folder.
 *
 *   tsx tests/e2e/exports/fresh-exports.ts     builds whichever export is stale (npm run test:e2e)
 */

const ROOT = resolve(__dirname, "../../..");

/** In build order: the launched build passes through out/, so it goes first. */
const EXPORTS = [
  { name: "out-launched", script: "build:launched" },
  { name: "out", script: "build" },
] as const;
/** Written by the build of out/ beside it; a stale one rebuilds out/. */
const PLAIN_EXPORT = "out-plain";

/**
 * The npm script's own Node file, run by this Node: spawning `npm` needs a shell on Windows (it is
 * npm.cmd there), and each build script is a single Node command.
 */
const SCRIPT_FILES: Record<(typeof EXPORTS)[number]["script"], string> = {
  "build:launched": "scripts/build-launched.mjs",
  build: "scripts/build.mjs",
};

function run(script: (typeof EXPORTS)[number]["script"]) {
  const args = script === "build" ? ["--plain-export", PLAIN_EXPORT] : [];
  const { status } = spawnSync(process.execPath, [join(ROOT, SCRIPT_FILES[script]), ...args], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (status !== 0) process.exit(status ?? 1);
}

/**
 * Runs `build`, keeping out/ and its stamp (current, so not rebuilt afterwards) out of the launched
 * build's way: that build passes through out/ and stamps it as its own.
 */
function buildKeepingOut(script: (typeof EXPORTS)[number]["script"], keepOut: boolean) {
  if (!keepOut) return run(script);
  const stamp = stampPath(ROOT, "out");
  const kept = join(dirname(stamp), "kept-out");
  rmSync(kept, { recursive: true, force: true });
  mkdirSync(kept, { recursive: true });
  renameSync(join(ROOT, "out"), join(kept, "out"));
  renameSync(stamp, join(kept, "stamp.json"));
  try {
    run(script);
  } finally {
    rmSync(join(ROOT, "out"), { recursive: true, force: true });
    renameSync(join(kept, "out"), join(ROOT, "out"));
    renameSync(join(kept, "stamp.json"), stamp);
  }
}

function freshen() {
  // Hashed before building: an edit made while a build runs leaves that export stale.
  const inputs = buildInputsHash(ROOT);
  const stale = EXPORTS.filter(
    ({ name }) =>
      !isCurrent(ROOT, name, inputs) || (name === "out" && !isCurrent(ROOT, PLAIN_EXPORT, inputs)),
  );
  for (const { name, script } of stale) {
    const keepOut =
      name !== "out" && !stale.some((other) => other.name === "out") && existsSync(join(ROOT, "out"));
    const also = script === "build" ? ` -- --plain-export ${PLAIN_EXPORT}` : "";
    console.log(`${name}/ is not built from the sources as they are: npm run ${script}${also}`);
    buildKeepingOut(script, keepOut);
    if (inputs && name !== "out") writeStamp(ROOT, name, inputs);
  }
  for (const { name } of EXPORTS.filter((entry) => !stale.includes(entry))) {
    console.log(`${name}/ is built from the sources as they are: not rebuilt.`);
  }
}

freshen();
