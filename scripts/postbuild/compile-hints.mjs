// @ts-check
/**
 * Step 5: the framework chunks every page runs at start-up carry V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`), so Chromium compiles their functions while it streams the file
 * on a background thread, instead of lazily on the main thread the first time each is called.
 * Every module factory of Next's start-up chunks is called during start-up (next-output.mjs), so a
 * lazy compile is pure main-thread time in the task that starts hydration, the longest task on
 * every page without the hint. Browsers without the hint read a comment.
 *
 * The chunks the paint-first loader starts are marked, and the ones loaded later on demand (the
 * resizer, dialogs), which also run in full once fetched; none when Next's experimental SRI is on
 * (it hashes the files as built; changing them would break those hashes).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PostbuildError } from "./html.mjs";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks each chunk file once; returns how many were marked now (0 on a second run).
 * @param {string} outDir
 * @param {import("./paint-first.mjs").ScriptSource[]} sources
 */
export function addCompileHints(outDir, sources) {
  let marked = 0;
  for (const source of sources) {
    if (source.integrity) continue;
    const file = join(outDir, source.src);
    /** @type {string} */
    let code;
    try {
      code = readFileSync(file, "utf8");
    } catch {
      throw new PostbuildError(file, "is loaded by a page but is not in the export");
    }
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + code);
    marked += 1;
  }
  return marked;
}
