/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  PROVED_NEXT_RANGE,
  installedNextVersion,
  isProvedNextVersion,
  unprovedNextWarning,
} from "../../scripts/postbuild/next-output.mjs";

describe("the Next versions the post-build step is proved on", () => {
  it("accepts the versions it was proved on and their later patches", () => {
    expect(PROVED_NEXT_RANGE).toEqual({ from: "16.4.6", below: "16.6.0" });
    for (const version of ["16.4.6", "16.4.7", "16.4.12", "16.5.0", "16.5.3"])
      expect(isProvedNextVersion(version)).toBe(true);
  });

  it("refuses earlier versions, the next minor or major, prereleases and nonsense", () => {
    for (const version of [
      "16.4.5",
      "16.3.9",
      "15.5.0",
      "16.6.0",
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

  it("warns in one line saying the version, the proved range, what it skips and where the checklist is", () => {
    const warning = unprovedNextWarning("16.6.0");
    expect(warning).not.toContain("\n");
    expect(warning).toMatch(/^postbuild: warning: Next 16\.6\.0 is outside .*\(>=16\.4\.6 <16\.6\.0\)/);
    for (const skipped of ["flight data as JSON", "paint-first", "compile hints"])
      expect(warning).toContain(skipped);
    expect(warning).toContain("the checklist in docs/decisions/rewriting-next-output.md");
    expect(warning).toContain("PROVED_NEXT_RANGE in scripts/postbuild/next-output.mjs");
  });

  it("proves the installed Next, the version the rest of the tests run against", () => {
    expect(isProvedNextVersion(installedNextVersion())).toBe(true);
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
