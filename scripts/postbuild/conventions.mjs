// @ts-check
/**
 * Four steps read conventions of Next and next/font rather than its private output: the fallback
 * faces next/font writes (fallback-faces.mjs), the hash part of the names Next gives its files and
 * how files name each other (content-names.mjs), the home page's font preloads (pipeline.mjs) and
 * the `<meta charset>` the CSP follows (csp.mjs). On a Next version they are proved on
 * (next-output.mjs), a convention that no longer holds fails the build, naming the file; on any
 * other, postbuild.mjs sets the "warn" mode, and the step says what it missed in one warning line
 * and does without, so an upgrade still builds a whole export.
 */
import { PostbuildError } from "./html.mjs";

/** @type {{ mode: "fail" | "warn" }} */
const state = { mode: "fail" };

/**
 * "fail" (the default, and on a proved Next) or "warn" (on any other).
 * @param {"fail" | "warn"} mode
 */
export function whenConventionMissed(mode) {
  state.mode = mode;
}

/**
 * A convention the step relies on did not hold: fails the build, or warns and lets the step go on
 * with `doing` (what it does instead, said in the warning).
 * @param {string} file
 * @param {string} message
 * @param {string} doing
 */
export function conventionMissed(file, message, doing) {
  if (state.mode === "fail") throw new PostbuildError(file, message);
  console.warn(`postbuild: warning: ${file}: ${message}; on a Next the step is not proved on it ${doing}.`);
}
