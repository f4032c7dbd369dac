// @ts-check
/**
 * Whether a build is a launch. Cloudflare Pages, Netlify and Vercel set these variables on their
 * build machines, and LAUNCH=1 says so by hand (nginx, any other host): such a build must not
 * publish the template's stand-ins, so `npm run build` refuses it while `npm run check:launch`
 * finds any. A build on the owner's own machine is a preview and only warns.
 */
export const LAUNCH_SIGNALS = ["CF_PAGES", "NETLIFY", "VERCEL", "LAUNCH"];

/**
 * The launch check's exit status when the owner file itself has mistakes (a quote left open, a
 * value of the wrong kind: scripts/owner-file-problems.ts): every build stops there, on the
 * owner's machine too, since nothing could be built from the file.
 */
export const OWNER_FILE_MISTAKES = 3;

/** @param {Record<string, string | undefined>} env @returns {string | null} the variable that marks a launch */
export function launchSignal(env) {
  return (
    LAUNCH_SIGNALS.find((name) => env[name] && !["0", "false"].includes(env[name].toLowerCase())) ?? null
  );
}

/**
 * What a build does with the launch check's result: goes ahead when the owner's details are ready;
 * warns in one line on a preview with stand-ins; refuses a launch with them, or, for
 * `npm run preview:launch` (a launch built to be looked at, never published), reports them and
 * goes ahead.
 * @param {{ ready: boolean, launch: boolean, reportOnly: boolean }} facts
 * @returns {"go" | "warn" | "refuse" | "report"}
 */
export function gateDecision({ ready, launch, reportOnly }) {
  if (ready) return "go";
  if (!launch) return "warn";
  return reportOnly ? "report" : "refuse";
}
