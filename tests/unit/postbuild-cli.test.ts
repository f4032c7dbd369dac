/** @jest-environment node */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";

/*
 * `node scripts/postbuild.mjs out` as a build runs it, in a project whose installed Next is the
 * one the test names: on a version outside the proved range it says so in one line, skips the
 * steps that rewrite Next's private output and still finishes the export; `--plain` does the same
 * on purpose; and every run leaves no RSC payload behind.
 */

const ROOT = join(__dirname, "../..");
const FIXTURES = join(__dirname, "fixtures/postbuild");
const INTER = join(ROOT, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const CHUNKS = ["main.js", "page.js", "webpack.js"];

let project: string;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "postbuild-cli-"));
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

/** A project with Next `version` installed and an export as `next build` leaves it. */
function projectWithNext(version: string) {
  mkdirSync(join(project, "node_modules/next"), { recursive: true });
  writeFileSync(join(project, "node_modules/next/package.json"), JSON.stringify({ name: "next", version }));
  symlinkSync(
    join(ROOT, "node_modules/@fontsource-variable"),
    join(project, "node_modules/@fontsource-variable"),
  );
  for (const dir of ["content", "lib", "components", "app"]) {
    mkdirSync(join(project, dir));
    writeFileSync(join(project, dir, "copy.ts"), 'export const copy = "Prices from £995";');
  }
  mkdirSync(join(project, "public"));
  writeFileSync(join(project, "public/security.txt"), "Contact: mailto:security@example.com\n");
  const out = join(project, "out");
  mkdirSync(join(out, "_next/static/chunks"), { recursive: true });
  mkdirSync(join(out, "_next/static/media"), { recursive: true });
  cpSync(join(FIXTURES, "page.html"), join(out, "index.html"));
  cpSync(join(FIXTURES, "not-found.html"), join(out, "404.html"));
  for (const chunk of CHUNKS)
    writeFileSync(join(out, "_next/static/chunks", chunk), `console.log("${chunk}");\n`);
  for (const font of ["display.woff2", "body.woff2"]) cpSync(INTER, join(out, "_next/static/media", font));
  writeFileSync(
    join(out, "_next/static/chunks/site.css"),
    '@font-face{font-family:bodyFont;src:url(../media/body.woff2)format("woff2");font-display:optional;font-weight:100 900}' +
      "@font-face{font-family:bodyFont Fallback;src:local(Arial);size-adjust:107.89%}",
  );
  // Next's payloads for its client router, and the site's own text files, which stay.
  writeFileSync(join(out, "index.txt"), '1:"$Sreact.fragment"\n0:["$","$1",null,{}]\n');
  writeFileSync(join(out, "__next._tree.txt"), ':HL["/_next/static/chunks/site.css","style"]\n');
  writeFileSync(join(out, "robots.txt"), "User-Agent: *\nAllow: /\n");
  cpSync(join(project, "public/security.txt"), join(out, "security.txt"));
  return out;
}

/**
 * The fonts step, then the post-build step, as `npm run build` runs them after `next build`: the
 * first failure ends it, and the two steps' output is read as one log.
 */
function postbuild(...args: string[]) {
  const run = (script: string, ...scriptArgs: string[]) =>
    spawnSync(process.execPath, [join(ROOT, script), "out", ...scriptArgs], {
      cwd: project,
      encoding: "utf8",
    });
  const fonts = run("scripts/fonts.mjs");
  if (fonts.status !== 0) return fonts;
  const pages = run("scripts/postbuild.mjs", ...args);
  return { status: pages.status, stdout: fonts.stdout + pages.stdout, stderr: fonts.stderr + pages.stderr };
}

/** What a finished page holds, read as a browser reads it. */
function pageFacts(file: string) {
  const { document } = new JSDOM(readFileSync(file, "utf8")).window;
  const inline = [...document.querySelectorAll("script:not([src]):not([type]):not([data-paint-first])")].map(
    (script) => script.textContent ?? "",
  );
  return {
    csp: document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]').length,
    loader: document.querySelectorAll("script[data-paint-first]").length,
    flightBlocks: document.querySelectorAll("script[data-flight]").length,
    flightScripts: inline.filter((code) => code.includes("self.__next_f")).length,
    frameworkTags: document.querySelectorAll('script[src^="/_next/static/chunks/"]:not([nomodule])').length,
    fontPreloads: document.querySelectorAll('link[rel="preload"][as="font"]').length,
  };
}

const chunk = (out: string, name: string) => readFileSync(join(out, "_next/static/chunks", name), "utf8");

// A real font is subset in WebAssembly: seconds on a busy machine.
describe("node scripts/postbuild.mjs out", () => {
  it("on a Next one minor above the proved range, warns in one line, skips the private steps and finishes the export", () => {
    const out = projectWithNext("16.6.0");
    const run = postbuild();
    expect(run.stderr).not.toMatch(/at .*\.mjs:\d+/);
    expect(run.status).toBe(0);
    const warnings = run.stderr.trim().split("\n");
    expect(warnings).toEqual([
      expect.stringMatching(
        /^postbuild: warning: Next 16\.6\.0 is outside .* docs\/decisions\/rewriting-next-output\.md/,
      ),
    ]);
    // Next's own scripts and flight data, with the steps that read the finished HTML applied.
    for (const page of ["index.html", "404.html"]) {
      expect([page, pageFacts(join(out, page))]).toEqual([
        page,
        expect.objectContaining({ csp: 1, loader: 0, flightBlocks: 0, fontPreloads: 2 }),
      ]);
    }
    expect(pageFacts(join(out, "index.html"))).toMatchObject({ flightScripts: 2, frameworkTags: 3 });
    for (const name of CHUNKS) expect(chunk(out, name)).toBe(`console.log("${name}");\n`);
    expect(run.stdout).toMatch(/fonts: subset to the characters the site uses/);
    expect(run.stdout).toMatch(/a hashed CSP on every page/);
  }, 60_000);

  /** The export with three of Next's and next/font's conventions broken (scripts/postbuild/conventions.mjs). */
  function breakConventions(out: string) {
    // No fallback face in next/font's form, no <meta charset>, and a home page without font preloads.
    writeFileSync(
      join(out, "_next/static/chunks/site.css"),
      '@font-face{font-family:bodyFont;src:url(../media/body.woff2)format("woff2");font-display:optional}',
    );
    const home = readFileSync(join(out, "index.html"), "utf8")
      .replace(/<meta charset="utf-8"\/?>/i, "")
      .replace(/<link rel="preload"[^>]*as="font"[^>]*>/g, "");
    writeFileSync(join(out, "index.html"), home);
  }

  it("on a Next it is not proved on, warns of each broken convention in a line of its own and still finishes", () => {
    const out = projectWithNext("16.6.0");
    breakConventions(out);
    const run = postbuild();
    expect(run.status).toBe(0);
    const warnings = run.stderr.trim().split("\n");
    expect(warnings).toEqual([
      expect.stringMatching(/_next\/static: has no fallback face .* leaves the stylesheets as they are\.$/),
      expect.stringMatching(/^postbuild: warning: Next 16\.6\.0 is outside/),
      expect.stringMatching(
        /index\.html: found no <link rel="preload" as="font">.* adds no font preloads\.$/,
      ),
      expect.stringMatching(/index\.html: found no <meta charset> .* puts it first in <head>\.$/),
    ]);
    const { document } = new JSDOM(readFileSync(join(out, "index.html"), "utf8")).window;
    expect(document.head.firstElementChild?.getAttribute("http-equiv")).toBe("Content-Security-Policy");
  }, 60_000);

  it("on a proved Next, fails the build on a broken convention, naming the file", () => {
    const out = projectWithNext("16.5.0");
    breakConventions(out);
    const run = postbuild();
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^fonts failed: .*_next\/static: has no fallback face/);
  }, 60_000);

  it.each([
    [
      "with --plain, does the same without a warning",
      ["--plain"],
      { loader: 0, flightScripts: 2, frameworkTags: 3 },
      'console.log("main.js");\n',
    ],
    [
      "without it, makes every private step",
      [],
      { loader: 1, flightScripts: 0, frameworkTags: 0 },
      '//# allFunctionsCalledOnLoad\nconsole.log("main.js");\n',
    ],
  ])(
    "on the proved version %s",
    (_, args, facts, mainChunk) => {
      const out = projectWithNext("16.5.0");
      const run = postbuild(...args);
      expect([run.status, run.stderr]).toEqual([0, ""]);
      expect(pageFacts(join(out, "index.html"))).toMatchObject({ csp: 1, ...facts });
      expect(chunk(out, "main.js")).toBe(mainChunk);
    },
    60_000,
  );

  it("removes Next's RSC payloads and keeps the site's own text files", () => {
    const out = projectWithNext("16.5.0");
    expect(postbuild().status).toBe(0);
    expect(["index.txt", "__next._tree.txt"].filter((name) => existsSync(join(out, name)))).toEqual([]);
    expect(readFileSync(join(out, "robots.txt"), "utf8")).toBe("User-Agent: *\nAllow: /\n");
    expect(existsSync(join(out, "security.txt"))).toBe(true);
  }, 60_000);

  it("refuses a step it does not know, naming those it does", () => {
    projectWithNext("16.5.0");
    const run = postbuild("--without", "paint-frist");
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'postbuild failed: --without: names no private step "paint-frist"; they are paint-first, flight-json, compile-hints',
    );
  });
});
