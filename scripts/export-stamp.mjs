// @ts-check
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { LAUNCH_SIGNALS } from "./launch-gate.mjs";

/*
 * Whether an export on disk was built from the sources as they are now. `npm run build`
 * (scripts/build.mjs) leaves a stamp: a hash of everything the build reads, taken before it starts,
 * and a hash of the export it wrote; tests/e2e/exports/fresh-exports.ts reads it to build only a
 * stale export. The export is current only while both still match, so any edit to
 * a source, a dependency or the build's environment, and any other build into the same folder,
 * makes it stale. Where the inputs cannot be listed (no git), nothing is ever current.
 */

/** Tracked or new files that no build reads: tests and their tooling, dev tools, docs, host configs. */
const NOT_BUILD_INPUTS = [
  /^tests\/(?!fixtures\/)/,
  /^docs\//,
  /^deploy\//,
  /^scripts\/dev\//,
  /^\.ci\//,
  /^\.github\//,
  /^(vercel\.json|netlify\.toml|wrangler\.toml|knip\.jsonc)$/,
  /^[^/]+\.md$/,
  /^playwright\.config\.ts$/,
  /^jest\.(config|setup)\.js$/,
  /^eslint\.config\.mjs$/,
  /^\.prettier(rc\.json|ignore)$/,
  /^\.editorconfig$/,
];

/**
 * The environment variables that change what a build writes: whether it is a launch (a host's
 * build variable or LAUNCH, scripts/launch-gate.mjs), the owner file (OWNER_MODULE), the live
 * address (SITE_URL), where the films' stills are fetched from (YOUTUBE_THUMBNAIL_ORIGIN, which
 * the tests point at a stand-in), NODE_ENV, and every variable Next itself reads (NEXT_*, __NEXT_*, TURBOPACK*:
 * NEXT_PUBLIC_* inlined into pages, NEXT_DEPLOYMENT_ID in asset addresses…). Hashing one that
 * turns out not to matter costs a rebuild; leaving out one that does would reuse a wrong export.
 */
const BUILD_VARIABLES = [
  ...LAUNCH_SIGNALS,
  "OWNER_MODULE",
  "SITE_URL",
  "YOUTUBE_THUMBNAIL_ORIGIN",
  "NODE_ENV",
];
const BUILD_VARIABLE_PREFIXES = ["NEXT_", "__NEXT_", "TURBOPACK"];
/** Read by Next, but only to decide whether to report usage: the export is the same either way. */
const NO_EFFECT = ["NEXT_TELEMETRY_DISABLED"];

/**
 * Whether the environment variable `name` changes what a build writes.
 * @param {string} name
 * @returns {boolean}
 */
export function changesTheBuild(name) {
  if (NO_EFFECT.includes(name)) return false;
  return BUILD_VARIABLES.includes(name) || BUILD_VARIABLE_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/**
 * The build's environment: the variables that change what it writes, sorted.
 * @param {Record<string, string | undefined>} env
 * @returns {[string, string][]}
 */
function buildEnvironment(env) {
  return Object.entries(env)
    .filter(([name]) => changesTheBuild(name))
    .map(([name, value]) => /** @type {[string, string]} */ ([name, value ?? ""]))
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The files a build may read, relative to `root`, sorted; null when `root` is not a git checkout.
 * @param {string} root
 * @returns {string[] | null}
 */
export function buildInputFiles(root) {
  let listed;
  try {
    listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return null;
  }
  const files = listed
    .split("\0")
    .filter((file) => file && !NOT_BUILD_INPUTS.some((rule) => rule.test(file)));
  // Next reads .env files, which are usually git-ignored; the installed packages are stood for by
  // npm's record of them.
  const extra = readdirSync(root).filter((name) => name.startsWith(".env"));
  extra.push("node_modules/.package-lock.json");
  return [...new Set([...files, ...extra])].filter((file) => isFile(join(root, file))).sort();
}

/**
 * A hash of every build input's path and content, and of the build's environment.
 * @param {string} root
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | null}
 */
export function buildInputsHash(root, env = process.env) {
  const files = buildInputFiles(root);
  if (!files) return null;
  const hash = createHash("sha256");
  for (const file of files) addFile(hash, file, join(root, file));
  hash.update(JSON.stringify(buildEnvironment(env)));
  return hash.digest("hex");
}

/**
 * A hash of every file in the export at `dir` (path and content); null when there is none.
 * @param {string} dir
 * @returns {string | null}
 */
export function exportHash(dir) {
  if (!existsSync(dir)) return null;
  const hash = createHash("sha256");
  for (const file of filesUnder(dir)) addFile(hash, relative(dir, file), file);
  return hash.digest("hex");
}

/**
 * Where the stamp of the export in `root/name` is kept: outside the export, which hosts serve whole.
 * @param {string} root
 * @param {string} name
 * @returns {string}
 */
export function stampPath(root, name) {
  return join(root, "node_modules/.cache/site-exports", `${name}.json`);
}

/**
 * Records that `root/name` was just built from inputs hashing to `inputs`.
 * @param {string} root
 * @param {string} name
 * @param {string} inputs
 */
export function writeStamp(root, name, inputs) {
  const output = exportHash(join(root, name));
  if (!output) throw new Error(`No export at ${name} to stamp`);
  const path = stampPath(root, name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify({ inputs, output }));
}

/**
 * Whether `root/name` is the export its stamp describes, built from inputs hashing to `inputs`.
 * @param {string} root
 * @param {string} name
 * @param {string | null} inputs
 * @returns {boolean}
 */
export function isCurrent(root, name, inputs) {
  if (!inputs) return false;
  /** @type {{ inputs: string; output: string }} */
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampPath(root, name), "utf8"));
  } catch {
    return false;
  }
  return stamp.inputs === inputs && stamp.output === exportHash(join(root, name));
}

/** @param {import("node:crypto").Hash} hash @param {string} name @param {string} path */
function addFile(hash, name, path) {
  const content = readFileSync(path);
  hash.update(`${name}\0${content.length}\0`);
  hash.update(content);
}

/** @param {string} path */
function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(path);
      return entry.isFile() ? [path] : [];
    })
    .sort();
}
