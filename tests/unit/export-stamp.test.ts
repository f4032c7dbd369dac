/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { buildInputFiles, buildInputsHash, isCurrent, writeStamp } from "@/scripts/export-stamp.mjs";

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

  it("change the inputs' hash with a source, a new file, the packages or the build's environment", () => {
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
    expect(buildInputsHash(root, { ...ENV, SITE_URL: "https://example.org" })).not.toBe(
      buildInputsHash(root, ENV),
    );
    expect(buildInputsHash(root, { ...ENV, HOME: "/elsewhere" })).toBe(buildInputsHash(root, ENV));
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
