#!/usr/bin/env node
// @ts-check
/**
 * `npm run check:next -- <version>`: is the site ready for another Next? In a scratch copy of the
 * project (this one is left as it is), it installs that Next and its eslint config, builds the
 * export as usual and the plain export beside it (`--plain-export`, the export every Next gets
 * while the post-build step's private rewrites are not proved on it), then runs what proves an
 * upgrade without the rewrites: the plain export's end-to-end checks (every page renders, hydrates,
 * keeps its CSP and logs no error; tests/e2e/plain-export.spec.ts) and the unit test that runs the
 * installed Next's own start-up (tests/unit/hydration-yield.test.ts). It prints one line per step
 * and, last, whether the private steps are proved on that version, with the checklist to follow
 * when they are not (docs/decisions/rewriting-next-output.md). Exits 1 when a step fails.
 *
 *   npm run check:next -- 16.6.0           a published version (or a tag: latest, canary)
 *   npm run check:next -- 16.6.0 --keep    keeps the scratch copy, to look into a failure
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isProvedNextVersion, installedNextVersion, PROVED_NEXT_RANGE } from "./postbuild/next-output.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** What a scratch copy leaves behind: what `npm install` and the builds make, and git's own folder. */
const NOT_COPIED = new Set([
  "node_modules",
  ".next",
  ".git",
  "out",
  "out-launched",
  "out-plain",
  "test-results",
]);
const VERSION = /^(?:\d+\.\d+\.\d+(?:-[\w.]+)?|latest|canary|rc)$/;

const version = process.argv[2] ?? "";
if (!VERSION.test(version)) {
  console.error(
    "Usage: npm run check:next -- <version>   (a published Next version such as 16.6.0, or latest)",
  );
  process.exit(2);
}
const keep = process.argv.includes("--keep");

/** A port nothing listens on now, for the plain export's server. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Runs a Node script in the scratch copy, its output shown as it comes.
 * @param {string} cwd
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function node(cwd, args, env = {}) {
  const run = spawnSync(process.execPath, args, {
    cwd,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  return run.status === 0;
}

/**
 * npm itself, run by Node (no shell): the npm that runs this script, where it is known.
 * @param {string} cwd
 * @param {string[]} args
 */
function npm(cwd, args) {
  const cli = process.env.npm_execpath;
  if (cli) return node(cwd, [cli, ...args]);
  const run = spawnSync(process.platform === "win32" ? "npm.cmd" : "npm", args, { cwd, stdio: "inherit" });
  return run.status === 0;
}

const scratch = mkdtempSync(path.join(tmpdir(), `check-next-${version}-`));
cpSync(ROOT, scratch, {
  recursive: true,
  filter: (source) => !NOT_COPIED.has(path.relative(ROOT, source).split(path.sep)[0] ?? ""),
});
console.log(`check:next: a copy of the site in ${scratch}, with next@${version}.`);

/** @type {[string, boolean][]} */
const results = [];
/**
 * @param {string} name
 * @param {() => boolean} run
 */
function check(name, run) {
  const passed = results.every(([, ok]) => ok) && run();
  results.push([name, passed]);
  return passed;
}

let installed = version;
check("npm install", () => {
  const ok = npm(scratch, [
    "install",
    "--no-audit",
    "--no-fund",
    `next@${version}`,
    `eslint-config-next@${version}`,
  ]);
  if (ok) installed = installedNextVersion(scratch);
  return ok;
});
check("npm run build, with the plain export beside it", () =>
  node(scratch, ["scripts/build.mjs", "--plain-export", "out-plain"]),
);
check("the installed Next's start-up yields before hydrating (hydration-yield.test.ts)", () =>
  node(scratch, ["node_modules/jest/bin/jest.js", "tests/unit/hydration-yield.test.ts"]),
);
const port = await freePort();
check("every page of the plain export renders, hydrates, keeps its CSP (plain-export.spec.ts)", () =>
  node(scratch, ["node_modules/@playwright/test/cli.js", "test", "--project=plain"], {
    // The plain export is served on E2E_PORT + 2 (playwright.config.ts), and alone.
    E2E_PORT: String(port - 2),
    E2E_EXPORTS: "plain",
  }),
);

console.log("");
for (const [name, ok] of results) console.log(`check:next: ${ok ? "passed" : "FAILED"}  ${name}`);
const { from, below } = PROVED_NEXT_RANGE;
console.log(
  isProvedNextVersion(installed)
    ? `check:next: Next ${installed} is in the range the private steps are proved on (>=${from} <${below}).`
    : `check:next: Next ${installed} is outside the range the private steps are proved on (>=${from} <${below}): ` +
        "its export is the plain one; to prove them, follow the checklist in docs/decisions/rewriting-next-output.md.",
);
if (keep) console.log(`check:next: the copy is kept in ${scratch}.`);
else rmSync(scratch, { recursive: true, force: true });
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
