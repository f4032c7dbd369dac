#!/usr/bin/env node
// @ts-check
/**
 * `npm run build:launched`: the export of a launched site, in out-launched/, for the end-to-end
 * tests tagged @launched. It is a launch build (LAUNCH=1, as on a host: a stand-in must-have refuses
 * it, and cards the owner has not supplied are left out), with the launched owner's details
 * (tests/fixtures/owner-launched.ts, Plausible on) and the live address; it moves out/ to out-launched/ and adds
 * tests/fixtures/launched-public/ (what an owner's deploy adds beside the export). Every step is
 * Node itself rather than a shell command, so the script runs the same on every OS.
 */
import { spawnSync } from "node:child_process";
import { cpSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const { status } = spawnSync(process.execPath, [path.join(ROOT, "scripts/build.mjs")], {
  cwd: ROOT,
  stdio: "inherit",
  env: {
    ...process.env,
    LAUNCH: "1",
    OWNER_MODULE: "tests/fixtures/owner-launched.ts",
    SITE_URL: "https://www.northlightfilms.co.uk",
    // The fixture turns analytics on; served from localhost, its tracker must still report, so
    // the end-to-end tests can stand in for the provider and the bench measures it running.
    NEXT_PUBLIC_ANALYTICS_ON_LOCALHOST: "1",
  },
});
if (status !== 0) process.exit(status ?? 1);

const launched = path.join(ROOT, "out-launched");
rmSync(launched, { recursive: true, force: true });
renameSync(path.join(ROOT, "out"), launched);
cpSync(path.join(ROOT, "tests/fixtures/launched-public"), launched, { recursive: true });
