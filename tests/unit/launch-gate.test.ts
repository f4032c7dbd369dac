/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { launchSignal } from "@/scripts/launch-gate.mjs";

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

describe("npm run build on a host", () => {
  // The check runs before anything is compiled, so a refused build costs only the check.
  const build = (env: Record<string, string>) => {
    // The template as cloned: no site address from the environment, the shipped owner file.
    const template = { ...process.env, ...env };
    delete template.SITE_URL;
    delete template.OWNER_MODULE;
    return spawnSync(process.execPath, ["scripts/build.mjs"], {
      encoding: "utf8",
      env: template,
      timeout: 60_000,
    });
  };

  it("refuses the template's stand-ins, naming the site address first", () => {
    const result = build({ CF_PAGES: "1" });
    expect(result.status).toBe(1);
    const listed = result.stdout.split("\n").filter((line) => /^\s{2}\S/.test(line));
    expect(listed[0]).toMatch(/^\s+siteUrl\s/);
    expect(listed.length).toBeGreaterThan(10);
    expect(result.stderr).toContain("Build refused: CF_PAGES is set");
    expect(result.stdout).not.toContain("Compiled");
  }, 60_000);
});
