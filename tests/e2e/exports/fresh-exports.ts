import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { buildInputsHash, isCurrent, stampPath, writeStamp } from "./export-stamp";

/*
 * The two exports the end-to-end tests serve, each built at most once however often the tests run:
 * out-launched/ (the launched owner's export, `npm run build:launched`) and out/ (`npm run build`).
 *
 *   tsx tests/e2e/exports/fresh-exports.ts              builds whichever export is stale (npm run test:e2e)
 *   tsx tests/e2e/exports/fresh-exports.ts inputs       prints the hash of the build's inputs now
 *   tsx tests/e2e/exports/fresh-exports.ts built <hash> records that out/ was just built by `npm run build`
 *                                                       from inputs hashing to <hash> (CI, after `npm start`)
 */

const ROOT = resolve(__dirname, "../../..");

/** In build order: the launched build passes through out/, so it goes first. */
const EXPORTS = [
  { name: "out-launched", script: "build:launched" },
  { name: "out", script: "build" },
] as const;

function run(script: string) {
  const { status } = spawnSync("npm", ["run", script], { cwd: ROOT, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}

/** Runs `build`, keeping out/ (current, so not rebuilt afterwards) out of the launched build's way. */
function buildKeepingOut(script: string, keepOut: boolean) {
  if (!keepOut) return run(script);
  const kept = join(dirname(stampPath(ROOT, "out")), "kept-out");
  rmSync(kept, { recursive: true, force: true });
  mkdirSync(dirname(kept), { recursive: true });
  renameSync(join(ROOT, "out"), kept);
  try {
    run(script);
  } finally {
    rmSync(join(ROOT, "out"), { recursive: true, force: true });
    renameSync(kept, join(ROOT, "out"));
  }
}

function freshen() {
  // Hashed before building: an edit made while a build runs leaves that export stale.
  const inputs = buildInputsHash(ROOT);
  const stale = EXPORTS.filter(({ name }) => !isCurrent(ROOT, name, inputs));
  for (const { name, script } of stale) {
    const keepOut =
      name !== "out" && !stale.some((other) => other.name === "out") && existsSync(join(ROOT, "out"));
    console.log(`${name}/ is not built from the sources as they are: npm run ${script}`);
    buildKeepingOut(script, keepOut);
    if (inputs) writeStamp(ROOT, name, inputs);
  }
  for (const { name } of EXPORTS.filter((entry) => !stale.includes(entry))) {
    console.log(`${name}/ is built from the sources as they are: not rebuilt.`);
  }
}

const [command, argument] = process.argv.slice(2);
if (command === undefined) {
  freshen();
} else if (command === "inputs") {
  console.log(buildInputsHash(ROOT) ?? "");
} else if (command === "built" && argument) {
  if (buildInputsHash(ROOT) === argument) writeStamp(ROOT, "out", argument);
  else console.log("The sources changed while out/ was built: it is not recorded as current.");
} else {
  console.error("Usage: fresh-exports.ts [inputs | built <inputs hash>]");
  process.exit(2);
}
