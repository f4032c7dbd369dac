// @ts-check
/**
 * Step 0: the export ships no React Server Components payloads. Next writes one `.txt` file per
 * route and segment (`index.txt`, `__next.*.txt`: the flight data its client router fetches when
 * a `next/link` navigates, or prefetches one), about 300 files and 9 MB here. Every link on this
 * site loads its page's document (docs/architecture.md, "Links load documents"), so nothing ever
 * fetches them. A payload is told by what it holds, the rows of a flight stream (`1:I[…]`, or `:HL[…]`, a hint),
 * not by its name, so a file of the same kind the site adds itself (public/robots.txt, a
 * security.txt) stays.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { filesUnder } from "../fonts/content-names.mjs";

/** How a flight stream starts: a row's hex id and its colon. */
const FLIGHT_ROW_START = /^[0-9a-f]{0,8}:/;

/**
 * The RSC payloads in the export: the `.txt` files that hold a flight stream and are not one of
 * the site's own public files.
 * @param {string} outDir
 * @param {string} [publicDir]
 */
export function payloadFiles(outDir, publicDir = "public") {
  return filesUnder(outDir, ".txt").filter(
    (file) =>
      !existsSync(join(publicDir, relative(outDir, file))) &&
      FLIGHT_ROW_START.test(readFileSync(file, "latin1").slice(0, 16)),
  );
}

/**
 * Removes every RSC payload from the export; returns how many files and bytes went.
 * @param {string} outDir
 * @param {string} [publicDir]
 */
export function removePayloads(outDir, publicDir = "public") {
  let bytes = 0;
  const files = payloadFiles(outDir, publicDir);
  for (const file of files) {
    bytes += readFileSync(file).length;
    rmSync(file);
  }
  return { files: files.length, bytes };
}
