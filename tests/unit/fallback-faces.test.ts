/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contentName } from "../../scripts/fonts/content-names.mjs";
import {
  ARIAL_METRIC_FACES,
  widenExportFallbackFaces,
  widenFallbackFaces,
} from "../../scripts/fonts/fallback-faces.mjs";

/** A stylesheet as next/font and Lightning CSS write it: each font, then its fallback face. */
const SHEET =
  '@font-face{font-family:bodyFont;src:url(../media/inter.woff2)format("woff2");font-display:optional;font-weight:100 900}' +
  "@font-face{font-family:bodyFont Fallback;src:local(Arial);ascent-override:89.79%;descent-override:22.36%;line-gap-override:0.0%;size-adjust:107.89%}" +
  ".font-sans{font-family:var(--font-body-face)}";

const WIDENED =
  "src:local(Arial),local(ArialMT),local(Helvetica)," +
  'local("Liberation Sans"),local(LiberationSans),local(Arimo),' +
  'local(Roboto),local("Roboto Regular"),local(Roboto-Regular);';

describe("widenFallbackFaces", () => {
  it("lets a fallback face draw from Arial or any face on its metrics, keeping the overrides", () => {
    const { css, faces } = widenFallbackFaces(SHEET);
    expect(faces).toBe(1);
    expect(css).toBe(SHEET.replace("src:local(Arial);", WIDENED));
    expect(ARIAL_METRIC_FACES[0]).toBe("Arial");
  });

  it("leaves the font's own face and the rest of the sheet alone, and changes nothing the second time", () => {
    const once = widenFallbackFaces(SHEET).css;
    expect(once.replace(WIDENED, "src:local(Arial);")).toBe(SHEET);
    expect(widenFallbackFaces(once)).toEqual({ css: once, faces: 1 });
  });

  it("finds no face in a sheet without next/font's fallback", () => {
    expect(widenFallbackFaces(".a{color:red}")).toEqual({ css: ".a{color:red}", faces: 0 });
    // A face that falls back to another face than Arial is not next/font's sans-serif fallback.
    const serif = SHEET.replace("src:local(Arial)", 'src:local("Times New Roman")');
    expect(widenFallbackFaces(serif).faces).toBe(0);
  });
});

describe("widenExportFallbackFaces", () => {
  let out: string;
  beforeEach(() => {
    out = join(mkdtempSync(join(tmpdir(), "fallbacks-")), "out");
    mkdirSync(join(out, "_next/static/chunks"), { recursive: true });
    writeFileSync(join(out, "_next/static/chunks/0abc.css"), SHEET);
    writeFileSync(join(out, "index.html"), '<link rel="stylesheet" href="/_next/static/chunks/0abc.css">');
  });
  afterEach(() => rmSync(join(out, ".."), { recursive: true, force: true }));

  it("renames the stylesheet it changes by its new bytes, the pages following, and changes nothing when run again", () => {
    expect(widenExportFallbackFaces(out)).toEqual({ faces: 1, changed: 1 });
    const widened = widenFallbackFaces(SHEET).css;
    const sheet = contentName("0abc.css", Buffer.from(widened));
    expect(readdirSync(join(out, "_next/static/chunks"))).toEqual([sheet]);
    expect(readFileSync(join(out, "_next/static/chunks", sheet), "utf8")).toBe(widened);
    expect(readFileSync(join(out, "index.html"), "utf8")).toBe(
      `<link rel="stylesheet" href="/_next/static/chunks/${sheet}">`,
    );
    expect(widenExportFallbackFaces(out)).toEqual({ faces: 1, changed: 0 });
    expect(readdirSync(join(out, "_next/static/chunks"))).toEqual([sheet]);
  });

  it("fails the build when no stylesheet has a fallback face as next/font writes it", () => {
    writeFileSync(join(out, "_next/static/chunks/0abc.css"), ".a{color:red}");
    expect(() => widenExportFallbackFaces(out)).toThrow("has no fallback face in the form next/font writes");
  });
});
