#!/usr/bin/env node
// @ts-check
/**
 * `npm run check:launch [-- --owner <file>]`: runs the launch check (scripts/check-launch.ts)
 * through tsx, which loads the owner's TypeScript file as the site does. In a folder where
 * `npm install` has not run yet it says so, rather than the shell's "tsx: not found".
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { installedPath } from "./installed.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TSX_CLI = installedPath("tsx/cli");

const { status } = spawnSync(
  process.execPath,
  [TSX_CLI, path.join(ROOT, "scripts/check-launch.ts"), ...process.argv.slice(2)],
  { stdio: "inherit" },
);
process.exit(status ?? 1);
