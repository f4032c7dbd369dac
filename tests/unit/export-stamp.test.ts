/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import {
  buildInputFiles,
  buildInputsHash,
  changesTheBuild,
  isCurrent,
  writeStamp,
} from "@/scripts/export-stamp.mjs";
import { LAUNCH_SIGNALS } from "@/scripts/launch-gate.mjs";

/** A scratch checkout with a source, a test, a launched-owner fixture and an export. */
function checkout() {
  const root = mkdtempSync(join(tmpdir(), "export-stamp-"));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write(".gitignore", "out/\nnode_modules/\n");
  write("app/page.tsx", "export default 1;\n");
  write("tests/e2e/home.spec.ts", "// a test\n");
  write("tests/fixtures/owner-launched.ts", "export const owner = {};\n");
  write("README.md", "# Site\n");
  write("node_modules/.package-lock.json", "{}\n");
  write("out/index.html", "<h1>Home</h1>\n");
  execFileSync("git", ["init", "-q"], { cwd: root });
  return { root, write };
}

const ENV = { PATH: process.env.PATH };

describe("export stamps", () => {
  let scratch: ReturnType<typeof checkout>;
  beforeEach(() => (scratch = checkout()));
  afterEach(() => rmSync(scratch.root, { recursive: true, force: true }));

  it("list the sources, the launched owner and the installed packages, not the tests or the docs", () => {
    expect(buildInputFiles(scratch.root)).toEqual([
      ".gitignore",
      "app/page.tsx",
      "node_modules/.package-lock.json",
      "tests/fixtures/owner-launched.ts",
    ]);
  });

  it("change the inputs' hash with a source, a new file or the packages", () => {
    const { root, write } = scratch;
    const first = buildInputsHash(root, ENV);
    expect(buildInputsHash(root, ENV)).toBe(first);
    write("README.md", "# Site, reworded\n");
    write("tests/e2e/home.spec.ts", "// another test\n");
    expect(buildInputsHash(root, ENV)).toBe(first);

    const seen = new Set([first]);
    const changes = [
      () => write("app/page.tsx", "export default 2;\n"),
      () => write("components/new.tsx", "export {};\n"),
      () => write("tests/fixtures/owner-launched.ts", "export const owner = { name: 'x' };\n"),
      () => write("node_modules/.package-lock.json", '{"next":"1"}\n'),
      () => write(".env.local", "SITE_URL=https://example.org\n"),
    ];
    for (const change of changes) {
      change();
      const hash = buildInputsHash(root, ENV);
      expect(seen.has(hash!)).toBe(false);
      seen.add(hash!);
    }
  });

  it("change the inputs' hash with every variable that changes the build, and no other", () => {
    const { root } = scratch;
    const plain = buildInputsHash(root, ENV);
    const buildVariables = [
      ...LAUNCH_SIGNALS,
      "SITE_URL",
      "OWNER_MODULE",
      "NODE_ENV",
      "NEXT_PUBLIC_ANALYTICS_ON_LOCALHOST",
      "NEXT_DEPLOYMENT_ID",
    ];
    expect(buildVariables).toEqual(expect.arrayContaining(["LAUNCH", "CF_PAGES", "NETLIFY", "VERCEL"]));
    for (const name of buildVariables) {
      expect([name, buildInputsHash(root, { ...ENV, [name]: "1" })]).not.toEqual([name, plain]);
    }
    for (const name of ["HOME", "PORT", "CI", "NEXT_TELEMETRY_DISABLED"]) {
      expect([name, buildInputsHash(root, { ...ENV, [name]: "1" })]).toEqual([name, plain]);
    }
  });

  it("call an export current only while both its inputs and its files are the stamped ones", () => {
    const { root, write } = scratch;
    const inputs = buildInputsHash(root, ENV);
    expect(isCurrent(root, "out", inputs)).toBe(false);
    writeStamp(root, "out", inputs!);
    expect(isCurrent(root, "out", inputs)).toBe(true);

    // Another build into the same folder.
    write("out/index.html", "<h1>Home, rebuilt</h1>\n");
    expect(isCurrent(root, "out", inputs)).toBe(false);
    writeStamp(root, "out", inputs!);
    write("out/extra.html", "");
    expect(isCurrent(root, "out", inputs)).toBe(false);
    writeStamp(root, "out", inputs!);

    // A source edited after the build.
    write("app/page.tsx", "export default 3;\n");
    expect(isCurrent(root, "out", buildInputsHash(root, ENV))).toBe(false);

    rmSync(join(root, "out"), { recursive: true });
    expect(isCurrent(root, "out", inputs)).toBe(false);
  });

  it("call nothing current outside a git checkout", () => {
    rmSync(join(scratch.root, ".git"), { recursive: true });
    expect(buildInputsHash(scratch.root, ENV)).toBeNull();
    expect(isCurrent(scratch.root, "out", null)).toBe(false);
  });
});

/*
 * Environment variables the build's own files read that leave the export as it is: each with the
 * reason. Any other variable a build input reads must be one the stamp hashes.
 */
const READ_BUT_NO_EFFECT: Record<string, string> = {
  PORT: "the preview server's port (scripts/serve.mjs)",
  HOST: "the preview server's interface (scripts/serve.mjs)",
  PATH: "where the test set-up looks for nginx and Firefox",
  CI: "whether the test set-up may leave a tool's tests out",
  LAUNCH_EXPORT: "set by next.config.ts itself from the launch variables, which are hashed",
};

describe("the build's environment", () => {
  it("is hashed whole: every variable a build input reads changes the stamp, or is known not to matter", () => {
    const root = join(__dirname, "../..");
    const read = new Set<string>();
    for (const file of buildInputFiles(root) ?? []) {
      if (!/\.(m?[jt]sx?)$/.test(file)) continue;
      const source = readFileSync(join(root, file), "utf8");
      for (const match of source.matchAll(/process\.env\.([A-Z_][A-Z0-9_]*)/g)) read.add(match[1]!);
      for (const match of source.matchAll(/process\.env\[["']([A-Z_][A-Z0-9_]*)["']\]/g)) read.add(match[1]!);
    }
    // The scan sees the variables the code names (a sanity check that it reads the build's files).
    expect([...read]).toEqual(expect.arrayContaining(["SITE_URL", "OWNER_MODULE", "PORT"]));
    const unhashed = [...read].filter((name) => !changesTheBuild(name) && !(name in READ_BUT_NO_EFFECT));
    expect(unhashed).toEqual([]);
    // The launch variables are read through launchSignal(process.env), not by name.
    for (const name of LAUNCH_SIGNALS) expect(changesTheBuild(name)).toBe(true);
  });
});
