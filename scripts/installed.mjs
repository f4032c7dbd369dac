// @ts-check
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/*
 * The site's commands need tools that `npm install` brings. In a folder where it has not run yet,
 * the shell's or Node's own error ("tsx: not found", "Cannot find module 'next'") tells the owner
 * nothing; this says what to do instead.
 */

const require = createRequire(import.meta.url);
const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

/** The message for a folder without its tools: install Node (the version package.json asks for), then npm install. */
export function notInstalledMessage() {
  const version = String(engines.node).replace(/^>=\s*/, "");
  return [
    "The site's tools are not installed in this folder yet.",
    `Run \`npm install\` here first (it needs Node.js ${version} or later, from https://nodejs.org/),`,
    "then run this command again.",
  ].join("\n");
}

/**
 * The file `specifier` resolves to (e.g. "tsx/cli"); where it is not installed, prints what to do
 * and exits.
 * @param {string} specifier
 * @returns {string}
 */
export function installedPath(specifier) {
  try {
    return require.resolve(specifier);
  } catch {
    console.error(notInstalledMessage());
    process.exit(1);
  }
}
