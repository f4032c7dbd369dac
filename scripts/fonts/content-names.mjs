// @ts-check
/**
 * Files the post-build step rewrites under `_next/static/` are named by their new bytes. Every
 * host caches that folder for a year as immutable (public/_headers, deploy/nginx/), so a file
 * whose bytes change under the name it had would stay stale for every returning visitor. Next
 * names each file by what it built (the fonts' name comes from the font before the subset), so a
 * file the step changes gets a name from its own bytes, and every file that names it follows: a
 * stylesheet that names a renamed font changes too, so it is renamed in turn, and so on up to the
 * pages, which are revalidated on every visit and keep their names. No file may name an old file afterwards, and no old file is left.
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";
import { conventionMissed } from "../postbuild/conventions.mjs";
import { STATIC_DIR } from "../postbuild/next-output.mjs";

/**
 * The first 16 hex digits of the SHA-256 of the bytes: what a content-named file carries.
 * @param {Buffer | string} bytes
 */
export const contentHash = (bytes) => createHash("sha256").update(bytes).digest("hex").slice(0, 16);

// The part of a name Next fills with its hash: the last dot-separated part before the extension
// (`inter_latin_wght_normal-s.p.0gsaq8ukbf34m.woff2`, `0gdefpbmrb2x5.css`).
const HASH_PART = /[^./]+(?=\.[^./]+$)/;

/**
 * The name with Next's hash replaced by the bytes' own.
 * @param {string} name
 * @param {Buffer} bytes
 */
export function contentName(name, bytes) {
  if (HASH_PART.test(name)) return name.replace(HASH_PART, contentHash(bytes));
  conventionMissed(name, "has no hash part to replace", "adds one before the extension");
  return name.replace(/(?=\.[^./]+$)|$/, `.${contentHash(bytes)}`);
}

/**
 * Writes the bytes beside `file` under the name they give it, removes `file`, and returns the new name.
 * @param {string} file
 * @param {Buffer} bytes
 */
export function replaceUnderContentName(file, bytes) {
  const name = contentName(basename(file), bytes);
  writeFileSync(join(dirname(file), name), bytes);
  rmSync(file);
  return name;
}

/**
 * Whether the name already carries the bytes' own hash (the step ran on this export before).
 * @param {string} name
 * @param {Buffer} bytes
 */
export const isContentNamed = (name, bytes) => name.match(HASH_PART)?.[0] === contentHash(bytes);

/**
 * Every file under `dir`, in any folder below it; only those whose name ends in `extension`, when given.
 * @param {string} dir
 * @param {string} [extension]
 * @returns {string[]}
 */
export function filesUnder(dir, extension = "") {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, extension);
    return name.endsWith(extension) ? [path] : [];
  });
}

/** @param {string[]} names */
const anyOf = (names) => names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");

/**
 * Points every file in the export at the new names (`renames`: old name → new name, both files
 * in the same folder, the new one already written, the old one gone), renaming each static file
 * this changes, until no file changes; then fails if any file still names an old one. Returns
 * every rename, the given ones first.
 *
 * A reference is the name right after a slash (`/_next/static/media/x.woff2`,
 * `url(../media/x.woff2)`, `\/_next\/…` in escaped JSON). Files are read as latin1, so any file's
 * bytes round-trip unchanged and the ASCII names match.
 * @param {string} outDir
 * @param {Map<string, string>} renames
 */
export function followRenames(outDir, renames) {
  const staticDir = join(outDir, STATIC_DIR) + sep;
  const done = new Map(renames);
  let round = new Map(renames);
  while (round.size > 0) {
    const references = new RegExp(`(?<=/)(?:${anyOf([...round.keys()])})`, "g");
    /** @type {Map<string, string>} */
    const next = new Map();
    for (const file of filesUnder(outDir)) {
      const text = readFileSync(file, "latin1");
      const rewritten = text.replace(references, (name) => round.get(name) ?? name);
      if (rewritten === text) continue;
      const bytes = Buffer.from(rewritten, "latin1");
      if (!file.startsWith(staticDir)) {
        writeFileSync(file, bytes);
        continue;
      }
      next.set(basename(file), replaceUnderContentName(file, bytes));
    }
    for (const [from, to] of next) done.set(from, to);
    round = next;
  }
  if (done.size === 0) return done;
  const oldName = new RegExp(anyOf([...done.keys()]));
  for (const file of filesUnder(outDir)) {
    const left = readFileSync(file, "latin1").match(oldName);
    if (left)
      conventionMissed(
        relative(process.cwd(), file),
        `still names ${left[0]}, which was renamed`,
        "leaves that name, which now leads nowhere",
      );
  }
  return done;
}
