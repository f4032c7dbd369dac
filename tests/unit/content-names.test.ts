/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  contentHash,
  contentName,
  followRenames,
  isContentNamed,
} from "../../scripts/fonts/content-names.mjs";
import { whenConventionMissed } from "../../scripts/postbuild/conventions.mjs";

describe("contentName", () => {
  it("puts the bytes' hash where Next put its own", () => {
    const bytes = Buffer.from("font bytes");
    const hash = contentHash(bytes);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(contentName("inter_latin_wght_normal-s.p.0gsaq8ukbf34m.woff2", bytes)).toBe(
      `inter_latin_wght_normal-s.p.${hash}.woff2`,
    );
    expect(contentName("0gdefpbmrb2x5.css", bytes)).toBe(`${hash}.css`);
    expect(contentHash(Buffer.from("font bytes!"))).not.toBe(hash);
  });

  it("fails on a name with no hash part, or on a Next it is not proved on adds one, saying so", () => {
    const bytes = Buffer.from("font bytes");
    expect(() => contentName("font", bytes)).toThrow("font: has no hash part to replace");
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    whenConventionMissed("warn");
    try {
      expect(contentName("font", bytes)).toBe(`font.${contentHash(bytes)}`);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^postbuild: warning: font: has no hash part/));
    } finally {
      whenConventionMissed("fail");
      warn.mockRestore();
    }
  });

  it("tells a name that carries its bytes' hash from one that does not", () => {
    const bytes = Buffer.from("font bytes");
    expect(isContentNamed(contentName("a-s.p.0gsaq8ukbf34m.woff2", bytes), bytes)).toBe(true);
    expect(isContentNamed("a-s.p.0gsaq8ukbf34m.woff2", bytes)).toBe(false);
    expect(isContentNamed(contentName("a-s.p.0gsaq8ukbf34m.woff2", bytes), Buffer.from("other"))).toBe(false);
  });
});

describe("followRenames", () => {
  let out: string;
  beforeEach(() => {
    out = join(mkdtempSync(join(tmpdir(), "names-")), "out");
    mkdirSync(join(out, "_next/static/media"), { recursive: true });
    mkdirSync(join(out, "_next/static/chunks"), { recursive: true });
    writeFileSync(join(out, "_next/static/media/new.woff2"), "subset");
    writeFileSync(join(out, "_next/static/chunks/0abc.css"), "src:url(../media/old.woff2)");
    writeFileSync(join(out, "_next/static/chunks/0def.js"), 'console.log("untouched")');
    writeFileSync(
      join(out, "index.html"),
      '<link href="/_next/static/media/old.woff2"><link href="/_next/static/chunks/0abc.css">',
    );
    writeFileSync(join(out, "index.txt"), ':HL[\\"\\/_next\\/static\\/chunks\\/0abc.css\\"]');
  });
  afterEach(() => rmSync(join(out, ".."), { recursive: true, force: true }));

  it("renames a static file whose references changed and follows that rename up to the pages", () => {
    const renames = followRenames(out, new Map([["old.woff2", "new.woff2"]]));
    const sheet = contentName("0abc.css", Buffer.from("src:url(../media/new.woff2)"));
    expect([...renames]).toEqual([
      ["old.woff2", "new.woff2"],
      ["0abc.css", sheet],
    ]);
    expect(readdirSync(join(out, "_next/static/chunks")).sort()).toEqual(["0def.js", sheet].sort());
    expect(readFileSync(join(out, "_next/static/chunks", sheet), "utf8")).toBe("src:url(../media/new.woff2)");
    expect(readFileSync(join(out, "index.html"), "utf8")).toBe(
      `<link href="/_next/static/media/new.woff2"><link href="/_next/static/chunks/${sheet}">`,
    );
    expect(readFileSync(join(out, "index.txt"), "utf8")).toBe(
      `:HL[\\"\\/_next\\/static\\/chunks\\/${sheet}\\"]`,
    );
  });

  it("fails the build when a file still names an old file in a way it does not rewrite", () => {
    writeFileSync(join(out, "_next/static/chunks/0def.js"), 'new FontFace("Inter", "old.woff2")');
    expect(() => followRenames(out, new Map([["old.woff2", "new.woff2"]]))).toThrow(
      /0def\.js: still names old\.woff2, which was renamed/,
    );
  });

  it("changes nothing when nothing was renamed", () => {
    expect(followRenames(out, new Map()).size).toBe(0);
    expect(readFileSync(join(out, "index.html"), "utf8")).toContain("old.woff2");
  });
});
