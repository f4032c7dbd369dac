/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { charactersUsed, subsetFonts, weightRange } from "../../scripts/postbuild/subset-fonts.mjs";

const INTER = join(
  __dirname,
  "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);

describe("subsetFonts", () => {
  let out: string;
  let sources: string;
  beforeEach(() => {
    const dir = mkdtempSync(join(tmpdir(), "fonts-"));
    out = join(dir, "out");
    sources = join(dir, "content");
    mkdirSync(join(out, "_next/static/media"), { recursive: true });
    mkdirSync(join(out, "_next/static/chunks"), { recursive: true });
    mkdirSync(sources);
    writeFileSync(join(out, "index.html"), "<p>Prices from &#xa3;995 &#8594; book now</p>");
    writeFileSync(join(sources, "copy.ts"), 'export const note = "Quotes “within 24 hours”…";');
    writeFileSync(
      join(out, "_next/static/chunks/site.css"),
      ":root{--font-weight-medium:500;--font-weight-extrabold:800}",
    );
    cpSync(INTER, join(out, "_next/static/media/inter.woff2"));
  });
  afterEach(() => rmSync(join(out, ".."), { recursive: true, force: true }));

  it("collects printable ASCII, the pages' characters (entities decoded) and the sources'", () => {
    const used = charactersUsed(out, [sources]);
    expect(used).toEqual(expect.arrayContaining([0x20, 0x41, 0x7e, 0xa3, 0x2192, 0x201c, 0x201d, 0x2026]));
    expect(used).not.toContain(0xe9); // é appears nowhere
  });

  it("keeps the weights the stylesheet uses, normal and bold included", () => {
    expect(weightRange(out)).toEqual([400, 800]);
  });

  // Two subsets and woff2 round trips of a real font in WebAssembly: seconds on a busy machine.
  it("shrinks the font, and a second run leaves it as it is", async () => {
    const [first] = await subsetFonts(out, [sources]);
    expect(first!.to).toBeLessThan(first!.from * 0.6);
    const written = readFileSync(join(out, "_next/static/media/inter.woff2"));
    expect(written.subarray(0, 4).toString("latin1")).toBe("wOF2");
    const [second] = await subsetFonts(out, [sources]);
    expect(second!.to).toBe(second!.from);
    expect(readFileSync(join(out, "_next/static/media/inter.woff2")).equals(written)).toBe(true);
  }, 60_000);
});
