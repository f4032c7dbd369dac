/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gateDecision, launchSignal } from "@/scripts/launch-gate.mjs";

describe("launchSignal", () => {
  it("names the host whose build machine this is, or LAUNCH set by hand", () => {
    expect(launchSignal({ CF_PAGES: "1" })).toBe("CF_PAGES");
    expect(launchSignal({ NETLIFY: "true" })).toBe("NETLIFY");
    expect(launchSignal({ VERCEL: "1" })).toBe("VERCEL");
    expect(launchSignal({ LAUNCH: "1" })).toBe("LAUNCH");
  });

  it("is null for a build on the owner's machine or in CI, and for a variable set to 0 or false", () => {
    expect(launchSignal({})).toBeNull();
    expect(launchSignal({ CI: "true", GITHUB_ACTIONS: "true" })).toBeNull();
    expect(launchSignal({ LAUNCH: "0", VERCEL: "", NETLIFY: "False" })).toBeNull();
  });
});

describe("gateDecision", () => {
  it("lets a ready site through, warns on a preview and refuses a launch with stand-ins", () => {
    expect(gateDecision({ ready: true, launch: true, reportOnly: false })).toBe("go");
    expect(gateDecision({ ready: false, launch: false, reportOnly: false })).toBe("warn");
    expect(gateDecision({ ready: false, launch: true, reportOnly: false })).toBe("refuse");
  });

  it("reports the stand-ins of a launch built only to be previewed (npm run preview:launch)", () => {
    expect(gateDecision({ ready: false, launch: true, reportOnly: true })).toBe("report");
  });
});

describe("npm run build on a host", () => {
  // The check runs before anything is compiled, so a refused build costs only the check.
  const build = (env: Record<string, string>, args: string[] = []) => {
    // The template as cloned: no site address from the environment, the shipped owner file.
    const template = { ...process.env, ...env };
    delete template.SITE_URL;
    delete template.OWNER_MODULE;
    delete template.LAUNCH;
    return spawnSync(process.execPath, ["scripts/build.mjs", ...args], {
      encoding: "utf8",
      env: template,
      timeout: 60_000,
    });
  };

  it("refuses the template's stand-ins, the verdict and the first fixes at both ends, the site address first", () => {
    const result = build({ CF_PAGES: "1" });
    expect(result.status).toBe(1);
    const lines = result.stderr.trimEnd().split("\n");
    const listed = lines.filter((line) => /^\s{2}\S/.test(line));
    expect(listed[0]).toMatch(/^\s+siteUrl\s/);
    expect(listed.length).toBeGreaterThan(10);
    const verdict = /^Not ready to launch: \d+ placeholder\(s\) still in place\. Fix these first: siteUrl, /;
    // The refusal, then the verdict naming what to fix first; the same two, in reverse, last.
    expect(lines[0]).toMatch(/^Build refused: CF_PAGES is set/);
    expect(lines[2]).toMatch(verdict);
    expect(lines.at(-3)).toMatch(verdict);
    expect(lines.at(-1)).toMatch(/^Build refused: CF_PAGES is set/);
    expect(result.stdout).not.toContain("Compiled");
  }, 60_000);

  it("treats --launch as LAUNCH=1, for a shell that cannot set a variable", () => {
    const result = build({}, ["--launch"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Build refused: LAUNCH is set/);
  }, 60_000);
});

describe("a command run before npm install", () => {
  it("says to install Node and run npm install, not that a tool is missing", () => {
    // The launch check's wrapper and what it needs, in a folder with no node_modules.
    const folder = mkdtempSync(join(tmpdir(), "no-install-"));
    try {
      mkdirSync(join(folder, "scripts"));
      for (const file of ["package.json", "scripts/check-launch-cli.mjs", "scripts/installed.mjs"]) {
        copyFileSync(file, join(folder, file));
      }
      const result = spawnSync(process.execPath, ["scripts/check-launch-cli.mjs"], {
        cwd: folder,
        encoding: "utf8",
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(
        "The site's tools are not installed in this folder yet.\n" +
          "Run `npm install` here first (it needs Node.js 20.9 or later, from https://nodejs.org/),\n" +
          "then run this command again.\n",
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
