/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unicodeRange } from "../../scripts/fonts/extension-faces.mjs";
import { variationAxes } from "../../scripts/fonts/font-tables.mjs";
import { codePointsOf } from "../../scripts/fonts/font-cut.mjs";
import { charactersUsed, featuresUsed, subsetFonts, weightRange } from "../../scripts/fonts/subset-fonts.mjs";
import { decompressed, layoutFeatures } from "./font-tables.mjs";

const INTER = join(
  __dirname,
  "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);
// As Next names the font and the stylesheet: a hash of what it built in the last part of the name.
const FONT = "inter_latin_wght_normal-s.p.0gsaq8ukbf34m.woff2";
const SHEET = "0gdefpbmrb2x5.css";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An export as Next leaves it, the font named in a page, its flight data and payload, and a sheet. */
function exportWithCopy(copy: string) {
  const dir = mkdtempSync(join(tmpdir(), "fonts-"));
  dirs.push(dir);
  const out = join(dir, "out");
  const sources = join(dir, "content");
  mkdirSync(join(out, "_next/static/media"), { recursive: true });
  mkdirSync(join(out, "_next/static/chunks"), { recursive: true });
  mkdirSync(sources);
  writeFileSync(
    join(out, "index.html"),
    `<head><link rel="preload" href="/_next/static/media/${FONT}" as="font" crossorigin="" type="font/woff2">` +
      `<link rel="stylesheet" href="/_next/static/chunks/${SHEET}"></head>` +
      `<p>Prices from &#xa3;995 &#8594; book now</p>` +
      `<script>self.__next_f.push([1,":HL[\\"/_next/static/media/${FONT}\\",\\"font\\"]\\n"])</script>`,
  );
  writeFileSync(
    join(out, "index.txt"),
    `:HL["/_next/static/chunks/${SHEET}","style"]\n:HL["/_next/static/media/${FONT}","font"]`,
  );
  writeFileSync(join(sources, "copy.ts"), `export const note = "Quotes “within 24 hours”… ${copy}";`);
  writeFileSync(
    join(out, "_next/static/chunks", SHEET),
    `@font-face{font-family:Inter;src:url(../media/${FONT}) format("woff2")}` +
      ":root{--font-weight-medium:500;--font-weight-extrabold:800}" +
      // As Tailwind writes `tabular-nums`, and `vertical-align: sub`, which turns no feature on.
      ".tabular-nums{--tw-numeric-spacing:tabular-nums;font-variant-numeric:var(--tw-ordinal,) var(--tw-numeric-spacing,)}" +
      ".align-sub{vertical-align:sub}",
  );
  cpSync(INTER, join(out, "_next/static/media", FONT));
  return { out, sources };
}

const fontNames = (out: string) => readdirSync(join(out, "_next/static/media"));
/** The subset's name, apart from the extension faces' (named after their fontsource files). */
const subsetNames = (out: string) => fontNames(out).filter((name) => name.startsWith("inter_"));

/** Every file in the export with its bytes, by path. */
function snapshot(dir: string, prefix = ""): Record<string, string> {
  return Object.assign(
    {},
    ...readdirSync(join(dir, prefix), { withFileTypes: true }).map((entry) =>
      entry.isDirectory()
        ? snapshot(dir, join(prefix, entry.name))
        : { [join(prefix, entry.name)]: readFileSync(join(dir, prefix, entry.name), "latin1") },
    ),
  );
}

describe("charactersUsed and weightRange", () => {
  it("collects printable ASCII, the pages' characters (entities decoded) and the sources'", () => {
    const { out, sources } = exportWithCopy("Zoe");
    const used = charactersUsed(out, [sources]);
    expect(used).toEqual(expect.arrayContaining([0x20, 0x41, 0x7e, 0xa3, 0x2192, 0x201c, 0x201d, 0x2026]));
    expect(used).not.toContain(0xeb); // ë appears nowhere
    const withDiaeresis = exportWithCopy("Zoë");
    expect(charactersUsed(withDiaeresis.out, [withDiaeresis.sources])).toContain(0xeb);
  });

  it("keeps the weights the stylesheet uses, normal and bold included", () => {
    expect(weightRange(exportWithCopy("Zoe").out)).toEqual([400, 800]);
  });
});

describe("featuresUsed", () => {
  const ALWAYS = ["calt", "ccmp", "kern", "liga", "locl", "mark", "mkmk", "rvrn"];
  const sheetOf = (out: string) => join(out, "_next/static/chunks", SHEET);

  it("keeps what browsers apply unasked and what the stylesheet turns on, nothing it does not", () => {
    const { out, sources } = exportWithCopy("Zoe");
    const features = featuresUsed(out, charactersUsed(out, [sources]));
    expect(features).toEqual(expect.arrayContaining([...ALWAYS, "tnum"]));
    for (const off of ["frac", "numr", "dnom", "pnum", "ordn", "subs", "ss01", "case"])
      expect(features).not.toContain(off);
  });

  it("keeps fractions for a fraction slash in the copy, and each feature a stylesheet names", () => {
    const { out, sources } = exportWithCopy("1\u20442 day shoot");
    writeFileSync(
      sheetOf(out),
      readFileSync(sheetOf(out), "utf8") +
        ".ordinal{--tw-ordinal:ordinal}.caps{font-variant:all-small-caps}" +
        "sup{font-variant-position:super}.fancy{font-feature-settings:\"ss01\" 1,'cv05'}",
    );
    const features = featuresUsed(out, charactersUsed(out, [sources]));
    const named = ["frac", "numr", "dnom", "ordn", "smcp", "c2sc", "sups", "ss01", "cv05"];
    expect(features).toEqual(expect.arrayContaining([...ALWAYS, "tnum", ...named]));
    expect(features).not.toContain("subs");
  });
});

// Subsets and woff2 round trips of a real font in WebAssembly: seconds on a busy machine.
describe("subsetFonts", () => {
  it("shrinks the font, keeps weights 400–800 on its axis, its kerning and tabular figures, not its fractions", async () => {
    const { out, sources } = exportWithCopy("Zoe");
    const {
      fonts: [font],
    } = await subsetFonts(out, [sources]);
    expect(font!.to).toBeLessThan(font!.from * 0.6);
    const written = readFileSync(join(out, "_next/static/media", font!.name));
    expect(written.subarray(0, 4).toString("latin1")).toBe("wOF2");
    const sfnt = await decompressed(written);
    expect(variationAxes(sfnt).get("wght")).toEqual({ min: 400, default: 400, max: 800 });
    expect(layoutFeatures(sfnt, "GSUB")).toEqual(expect.arrayContaining(["calt", "tnum"]));
    expect(layoutFeatures(sfnt, "GPOS")).toContain("kern");
    for (const off of ["frac", "numr", "dnom", "pnum"])
      expect(layoutFeatures(sfnt, "GSUB")).not.toContain(off);
  }, 60_000);

  it("names the subset by its bytes: a new character in the copy gives a new name, the same copy the same", async () => {
    const names = async (copy: string) => {
      const { out, sources } = exportWithCopy(copy);
      await subsetFonts(out, [sources]);
      return subsetNames(out);
    };
    const [zoe] = await names("Zoe");
    const [zoeWithDiaeresis] = await names("Zoë");
    expect(zoe).toMatch(/^inter_latin_wght_normal-s\.p\.[0-9a-f]{16}\.woff2$/);
    expect(zoeWithDiaeresis).toMatch(/^inter_latin_wght_normal-s\.p\.[0-9a-f]{16}\.woff2$/);
    expect(zoeWithDiaeresis).not.toBe(zoe);
    expect(await names("Zoe")).toEqual([zoe]);
  }, 120_000);

  it("points every reference at the new name, renames the sheet that changed, and leaves no old file", async () => {
    const { out, sources } = exportWithCopy("Zoë");
    const {
      fonts: [font],
    } = await subsetFonts(out, [sources]);
    const name: string = font!.name;
    expect(subsetNames(out)).toEqual([name]);
    const [sheet, ...others] = readdirSync(join(out, "_next/static/chunks"));
    expect(others).toEqual([]);
    expect(sheet).toMatch(/^[0-9a-f]{16}\.css$/);
    expect(readFileSync(join(out, "_next/static/chunks", sheet!), "utf8")).toContain(`url(../media/${name})`);
    const page = readFileSync(join(out, "index.html"), "utf8");
    expect(page).toContain(`<link rel="preload" href="/_next/static/media/${name}" as="font"`);
    expect(page).toContain(`<link rel="stylesheet" href="/_next/static/chunks/${sheet}">`);
    expect(page).toContain(`:HL[\\"/_next/static/media/${name}\\",\\"font\\"]`);
    expect(readFileSync(join(out, "index.txt"), "utf8")).toBe(
      `:HL["/_next/static/chunks/${sheet}","style"]\n:HL["/_next/static/media/${name}","font"]`,
    );
    const files = snapshot(out);
    for (const [path, bytes] of Object.entries(files)) {
      expect([path, bytes.includes(FONT) || bytes.includes(SHEET)]).toEqual([path, false]);
    }

    // A second run finds the font named by its bytes and changes nothing.
    const { fonts, extensions } = await subsetFonts(out, [sources]);
    expect(fonts.find((font) => font.name.startsWith("inter_"))?.name).toBe(name);
    expect(extensions).toEqual([]);
    expect(snapshot(out)).toEqual(files);
  }, 60_000);

  it("keeps one file for a font declared twice, every reference pointing at it", async () => {
    const { out, sources } = exportWithCopy("Quick");
    // The same font as a second face that is not preloaded (app/fonts.ts: the display stack's Q).
    const second = "inter_latin_wght_normal.0gsaq8ukbf34m.woff2";
    cpSync(INTER, join(out, "_next/static/media", second));
    const sheetPath = join(out, "_next/static/chunks", SHEET);
    writeFileSync(
      sheetPath,
      readFileSync(sheetPath, "utf8") +
        `@font-face{unicode-range:U+51;font-family:Q;src:url(../media/${second}) format("woff2")}`,
    );
    await subsetFonts(out, [sources]);
    const [name, ...others] = subsetNames(out);
    expect(others).toEqual([]);
    const [sheet] = readdirSync(join(out, "_next/static/chunks"));
    const css = readFileSync(join(out, "_next/static/chunks", sheet!), "utf8");
    expect(css.split(`url(../media/${name})`)).toHaveLength(3);
    expect(css).not.toContain(second);
  }, 60_000);
});

describe("the faces for the letters of names", () => {
  /** Letters of Latin-1 Supplement and Latin Extended-A a name may hold. */
  const NAMES = "Müller Łukasz Siobhán Nuñez Ærøskøbing";

  it("draws every Latin-1 and Latin Extended-A letter the subset lacks, each in one face whose unicode-range lists exactly its letters", async () => {
    const { out, sources } = exportWithCopy("Zoë");
    const { fonts, extensions } = await subsetFonts(out, [sources]);
    expect(extensions.map(({ family, file }) => [family, file])).toEqual([
      ["Inter", expect.stringMatching(/^inter-latin-wght-normal\.[0-9a-f]{16}\.woff2$/)],
      ["Inter", expect.stringMatching(/^inter-latin-ext-wght-normal\.[0-9a-f]{16}\.woff2$/)],
    ]);
    const media = (name: string) => readFileSync(join(out, "_next/static/media", name));
    const [sheet] = readdirSync(join(out, "_next/static/chunks"));
    const css = readFileSync(join(out, "_next/static/chunks", sheet!), "utf8");
    const subset = await codePointsOf(media(fonts[0]!.name));
    const drawnBy = new Map<number, string>();
    for (const { file } of extensions) {
      const letters = [...(await codePointsOf(media(file)))].sort((a, b) => a - b);
      // Declared for the same family, fetched only when drawn, swapped in when it comes.
      expect(css).toContain(
        `@font-face{font-family:Inter;src:url(../media/${file})format("woff2");font-display:swap;unicode-range:${unicodeRange(letters)}}`,
      );
      for (const code of letters) {
        expect([code, subset.has(code) || drawnBy.has(code)]).toEqual([code, false]);
        drawnBy.set(code, file);
      }
    }
    for (const char of NAMES.replace(/ /g, "")) {
      const code = char.codePointAt(0)!;
      expect([char, subset.has(code) || drawnBy.has(code)]).toEqual([char, true]);
    }
    // ë is in the copy, so in the preloaded subset and in no extension face.
    expect(subset.has(0xeb)).toBe(true);
    expect(drawnBy.has(0xeb)).toBe(false);
    // Every letter of both blocks a font has: Latin-1 from the font's own file, Extended-A from its latin-ext file.
    for (let code = 0xc0; code <= 0x17f; code++) {
      if (code === 0xd7 || code === 0xf7 || code === 0x149) continue; // ×, ÷ and ŉ: no letters, or none in the font
      expect([code.toString(16), subset.has(code) || drawnBy.has(code)]).toEqual([code.toString(16), true]);
    }
  }, 120_000);

  it("writes a unicode-range with runs joined", () => {
    expect(unicodeRange([0xa0, 0xa1, 0xa2, 0xa4, 0x131, 0x152, 0x153])).toBe("U+A0-A2,U+A4,U+131,U+152-153");
  });
});
