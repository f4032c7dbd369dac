import { execFileSync } from "node:child_process";
import { createHash, type Hash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/*
 * Whether an export on disk was built from the sources as they are now. A build through
 * tests/e2e/exports/fresh-exports.ts leaves a stamp: a hash of everything the build reads, and a
 * hash of the export it wrote. The export is current only while both still match, so any edit to
 * a source, a dependency or the build's environment, and any other build into the same folder,
 * makes it stale. Where the inputs cannot be listed (no git), nothing is ever current.
 */

/** Tracked or new files that no build reads: the tests and their tooling, docs, the host configs. */
const NOT_BUILD_INPUTS = [
  /^tests\/(?!fixtures\/)/,
  /^docs\//,
  /^deploy\//,
  /^\.ci\//,
  /^\.github\//,
  /^[^/]+\.md$/,
  /^playwright\.config\.ts$/,
  /^jest\.(config|setup)\.js$/,
  /^eslint\.config\.mjs$/,
  /^\.prettier(rc\.json|ignore)$/,
  /^\.editorconfig$/,
];

type Environment = Record<string, string | undefined>;

/** The environment the build reads (next.config.ts, content/site.ts, Next's own public variables). */
function buildEnvironment(env: Environment): [string, string][] {
  return Object.entries(env)
    .filter(
      ([name]) => ["OWNER_MODULE", "SITE_URL", "NODE_ENV"].includes(name) || name.startsWith("NEXT_PUBLIC_"),
    )
    .map(([name, value]) => [name, value ?? ""] as [string, string])
    .sort(([a], [b]) => a.localeCompare(b));
}

/** The files a build may read, relative to `root`, sorted; null when `root` is not a git checkout. */
export function buildInputFiles(root: string): string[] | null {
  let listed: string;
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

/** A hash of every build input's path and content, and of the build's environment. */
export function buildInputsHash(root: string, env: Environment = process.env): string | null {
  const files = buildInputFiles(root);
  if (!files) return null;
  const hash = createHash("sha256");
  for (const file of files) addFile(hash, file, join(root, file));
  hash.update(JSON.stringify(buildEnvironment(env)));
  return hash.digest("hex");
}

/** A hash of every file in the export at `dir` (path and content); null when there is none. */
export function exportHash(dir: string): string | null {
  if (!existsSync(dir)) return null;
  const hash = createHash("sha256");
  for (const file of filesUnder(dir)) addFile(hash, relative(dir, file), file);
  return hash.digest("hex");
}

export type ExportStamp = { inputs: string; output: string };

/** Where the stamp of the export in `root/name` is kept: outside the export, which hosts serve whole. */
export function stampPath(root: string, name: string): string {
  return join(root, "node_modules/.cache/site-exports", `${name}.json`);
}

/** Records that `root/name` was just built from inputs hashing to `inputs`. */
export function writeStamp(root: string, name: string, inputs: string) {
  const output = exportHash(join(root, name));
  if (!output) throw new Error(`No export at ${name} to stamp`);
  const path = stampPath(root, name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify({ inputs, output } satisfies ExportStamp));
}

/** Whether `root/name` is the export its stamp describes, built from inputs hashing to `inputs`. */
export function isCurrent(root: string, name: string, inputs: string | null): boolean {
  if (!inputs) return false;
  let stamp: ExportStamp;
  try {
    stamp = JSON.parse(readFileSync(stampPath(root, name), "utf8")) as ExportStamp;
  } catch {
    return false;
  }
  return stamp.inputs === inputs && stamp.output === exportHash(join(root, name));
}

function addFile(hash: Hash, name: string, path: string) {
  const content = readFileSync(path);
  hash.update(`${name}\0${content.length}\0`);
  hash.update(content);
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(path);
      return entry.isFile() ? [path] : [];
    })
    .sort();
}
