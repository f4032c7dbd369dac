/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { precompress } from "../../scripts/precompress.mjs";

/*
 * The build's precompressed copies for nginx (scripts/precompress.mjs): a .gz beside each text
 * file large enough to gain, equal to it once unzipped and as old as it, none for images, tiny
 * files or archives, stale copies removed; and none at all on a host that compresses at its edge.
 */

let root: string;
const page = "<!DOCTYPE html><p>Unforgettably human.</p>".repeat(200);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "precompress-"));
  const files: Record<string, string | Buffer> = {
    "index.html": page,
    "_next/static/app.js": "console.log('app');".repeat(100),
    "robots.txt": "User-agent: *\n",
    "favicon.png": Buffer.alloc(4096, 7),
    "kit.tar.gz": "an archive the owner ships",
    "gone.css.gz": "left from a file since removed",
  };
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), body);
  }
  utimesSync(join(root, "index.html"), new Date("2026-01-02T03:04:05Z"), new Date("2026-01-02T03:04:05Z"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the build's precompressed copies", () => {
  it("writes a .gz beside each text file that gains, equal to it and as old, and nothing else", async () => {
    const totals = await precompress(root);
    expect(totals.files).toBe(2);
    expect(gunzipSync(readFileSync(join(root, "index.html.gz"))).toString()).toBe(page);
    expect(statSync(join(root, "index.html.gz")).mtimeMs).toBe(statSync(join(root, "index.html")).mtimeMs);
    expect(existsSync(join(root, "_next/static/app.js.gz"))).toBe(true);
    // Too small to gain, already compressed, or an archive of the owner's.
    expect(existsSync(join(root, "robots.txt.gz"))).toBe(false);
    expect(existsSync(join(root, "favicon.png.gz"))).toBe(false);
    expect(readFileSync(join(root, "kit.tar.gz"), "utf8")).toBe("an archive the owner ships");
    expect(existsSync(join(root, "gone.css.gz"))).toBe(false);
  });

  it("writes none on a host that compresses at its edge, and says so", () => {
    for (const variable of ["CF_PAGES", "NETLIFY", "VERCEL"]) {
      const run = spawnSync(process.execPath, ["scripts/precompress.mjs", root], {
        env: { ...process.env, [variable]: "1" },
        encoding: "utf8",
      });
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(`skipped (${variable} is set`);
      expect(existsSync(join(root, "index.html.gz"))).toBe(false);
    }
    const run = spawnSync(process.execPath, ["scripts/precompress.mjs", root], {
      env: { ...process.env, CF_PAGES: "", NETLIFY: "", VERCEL: "" },
      encoding: "utf8",
    });
    expect(run.stdout).toMatch(/^precompress: 2 text files/);
    expect(existsSync(join(root, "index.html.gz"))).toBe(true);
  });
});
