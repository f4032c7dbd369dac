/**
 * Whether this export is a launch: next.config.ts sets LAUNCH_EXPORT from scripts/launch-gate.mjs
 * (a host's build variable, or LAUNCH=1) and inlines it into server and client code alike, so the
 * pre-rendered page and hydration agree. A launch leaves out what the owner has not supplied yet
 * (lib/unfinished-work.ts); any other build is a preview that shows it as "Coming soon".
 */
export const IS_LAUNCH_EXPORT = process.env.LAUNCH_EXPORT === "1";
