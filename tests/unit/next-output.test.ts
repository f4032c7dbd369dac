/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  PROVED_NEXT_RANGE,
  assertProvedNextVersion,
  installedNextVersion,
  isProvedNextVersion,
} from "../../scripts/postbuild/next-output.mjs";

describe("the Next versions the post-build step is proved on", () => {
  it("accepts the version it was proved on and its later patches", () => {
    expect(PROVED_NEXT_RANGE).toEqual({ from: "16.4.6", below: "16.5.0" });
    for (const version of ["16.4.6", "16.4.7", "16.4.12"]) {
      expect(isProvedNextVersion(version)).toBe(true);
      expect(() => assertProvedNextVersion(version)).not.toThrow();
    }
  });

  it("refuses earlier versions, the next minor or major, prereleases and nonsense", () => {
    for (const version of [
      "16.4.5",
      "16.3.9",
      "15.5.0",
      "16.5.0",
      "16.10.0",
      "17.0.0",
      "16.4.7-canary.1",
      "16.4",
      "latest",
      "",
    ]) {
      expect(isProvedNextVersion(version)).toBe(false);
    }
  });

  it("fails saying the version, the proved range, what to re-check and where the decision is", () => {
    expect(() => assertProvedNextVersion("16.5.0")).toThrow(
      "node_modules/next/package.json: Next 16.5.0 is installed, but the post-build step rewrites " +
        "Next's private output and is proved only on >=16.4.6 <16.5.0. Re-check every assumption in " +
        "scripts/postbuild/next-output.mjs against this version's export (the checklist is in " +
        "docs/decisions/rewriting-next-output.md)",
    );
  });

  it("passes the installed Next, the version the rest of the tests run against", () => {
    expect(() => assertProvedNextVersion(installedNextVersion())).not.toThrow();
  });

  it("reads the version from node_modules/next/package.json under the given root", () => {
    const root = mkdtempSync(join(tmpdir(), "next-version-"));
    try {
      mkdirSync(join(root, "node_modules/next"), { recursive: true });
      writeFileSync(join(root, "node_modules/next/package.json"), '{"name":"next","version":"16.6.1"}');
      expect(installedNextVersion(root)).toBe("16.6.1");
      expect(() => installedNextVersion(join(root, "missing"))).toThrow(/run `npm install` first/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
