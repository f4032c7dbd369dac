#!/usr/bin/env node
// @ts-check
/**
 * `node scripts/precompress.mjs <export folder>` (scripts/build.mjs runs it after the post-build
 * step): writes beside every text file of the export (the types a CDN compresses,
 * serve/content-types.mjs) a gzip copy (`.gz`, level 9) where it is smaller. nginx sends these as
 * they are (`gzip_static`: deploy/nginx/site.conf), so no request costs a worker compression time
 * and a client pipelining page requests cannot hold it for others (docs/deploying.md). Each copy
 * takes its source's modification time, so Last-Modified is the same whichever is sent. Copies left
 * from an earlier run whose source has gone are removed.
 *
 * Skipped on Cloudflare Pages, Netlify and Vercel's build machines (their build variables): those
 * compress at their edge (Brotli too) and would upload the copies as files of their own. The
 * export's other hosts never serve a copy as a page (docs/deploying.md).
 */
import { readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { COMPRESSIBLE, isPrecompressedCopy } from "./serve/content-types.mjs";

const compress = promisify(gzip);

/** The build variables of the hosts that compress at their edge. */
const EDGE_COMPRESSING_HOSTS = ["CF_PAGES", "NETLIFY", "VERCEL"];

/** Below this, a copy saves less than its headers cost (nginx's own gzip_min_length default is 20). */
const MIN_BYTES = 256;

/**
 * Every file under `dir`, as paths.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function filesUnder(dir) {
  /** @type {string[]} */
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(file)));
    else if (entry.isFile()) found.push(file);
  }
  return found;
}

/**
 * Writes the copies for every text file in `root`: how many files have one, and their bytes before
 * and after.
 * @param {string} root
 */
export async function precompress(root) {
  const files = await filesUnder(root);
  const present = new Set(files);
  const sources = files.filter((file) => COMPRESSIBLE.has(path.extname(file).toLowerCase()));
  const totals = { files: 0, bytes: 0, gzipped: 0 };
  // zlib works on libuv's thread pool: every file at once keeps each core busy.
  await Promise.all([
    // A copy whose source has gone is stale.
    ...files
      .filter((file) => isPrecompressedCopy(file) && !present.has(file.slice(0, -".gz".length)))
      .map((file) => rm(file, { force: true })),
    ...sources.map(async (file) => {
      const copy = `${file}.gz`;
      const [body, stats] = await Promise.all([readFile(file), stat(file)]);
      const packed = body.length < MIN_BYTES ? null : await compress(body, { level: 9 });
      // Too small to gain, or no smaller compressed: the file goes out as it is.
      if (!packed || packed.length >= body.length) return rm(copy, { force: true });
      await writeFile(copy, packed);
      await utimes(copy, stats.atime, stats.mtime);
      totals.files += 1;
      totals.bytes += body.length;
      totals.gzipped += packed.length;
    }),
  ]);
  return totals;
}

const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

async function main() {
  const root = process.argv[2];
  if (!root) {
    console.error("Usage: node scripts/precompress.mjs <export folder>");
    process.exit(2);
  }
  const host = EDGE_COMPRESSING_HOSTS.find((name) => {
    const value = process.env[name];
    return value && !["0", "false"].includes(value.toLowerCase());
  });
  if (host) {
    console.log(`precompress: skipped (${host} is set: that host compresses at its edge).`);
    return;
  }
  const totals = await precompress(root);
  console.log(
    `precompress: ${totals.files} text files (${kib(totals.bytes)}) given .gz copies (${kib(totals.gzipped)}) for nginx.`,
  );
}

// Run as a script (the build); imported, it only lends `precompress` (its unit test).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
