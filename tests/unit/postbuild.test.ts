/** @jest-environment node */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { runInNewContext } from "node:vm";
import { postbuildDir, postbuildPage } from "../../scripts/postbuild/pipeline.mjs";
import { ANALYTICS_POLICY_META } from "@/lib/analytics/choice";

const FIXTURES = join(__dirname, "fixtures/postbuild");
const fixture = (name: string) => readFileSync(join(FIXTURES, name), "utf8");

/** The home page's font preloads, as the pipeline reads them. */
const FONT_PRELOADS = ["/_next/static/media/display.woff2", "/_next/static/media/body.woff2"].map((href) => [
  { name: "rel", value: "preload" },
  { name: "href", value: href },
  { name: "as", value: "font" },
  { name: "crossorigin", value: "" },
  { name: "type", value: "font/woff2" },
]);

/** Reads the output the way a browser does, independently of the pipeline's own helpers. */
function inspect(html: string) {
  const { document } = new JSDOM(html).window;
  const scripts = [...document.querySelectorAll("script")];
  const csp = [...document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')];
  const loader = scripts.find((script) => script.hasAttribute("data-paint-first"));
  const loaded = loader ? JSON.parse(/\}\)\((\[.*\])\)$/s.exec(loader.textContent ?? "")![1]!) : [];
  return { document, scripts, csp, loader, loaded };
}

const sha256 = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

describe("postbuildPage", () => {
  it("moves every framework script into one loader, in order, and drops their preloads", () => {
    const { html, scriptsDeferred } = postbuildPage(fixture("page.html"), "page.html", FONT_PRELOADS);
    const { document, scripts, loaded } = inspect(html);
    expect(scriptsDeferred).toBe(3);
    expect(loaded.map((source: { src: string }) => source.src)).toEqual([
      "/_next/static/chunks/main.js",
      "/_next/static/chunks/page.js",
      "/_next/static/chunks/webpack.js",
    ]);
    expect(scripts.filter((script) => script.src && !script.hasAttribute("nomodule"))).toHaveLength(0);
    expect(document.querySelector('link[rel="preload"][as="script"]')).toBeNull();
    // The nomodule polyfill stays where it was: modern browsers never fetch it.
    expect(document.querySelector("script[nomodule]")?.getAttribute("src")).toBe(
      "/_next/static/chunks/polyfills.js",
    );
  });

  it("carries each script's integrity and crossorigin into the loader when Next's SRI is on", () => {
    const { html } = postbuildPage(fixture("page-integrity.html"), "page-integrity.html", FONT_PRELOADS);
    const { scripts, loaded } = inspect(html);
    expect(loaded).toEqual([
      {
        src: "/_next/static/chunks/main.js",
        integrity: "sha256-oMt6SlP70B2h6kxTfVbgbrzvnT/dbnnLeySAnHC0H4I=",
      },
      { src: "/_next/static/chunks/page.js" },
      {
        src: "/_next/static/chunks/webpack.js",
        integrity: "sha256-V9yG4m+O/hj1xFn/Y4kcjVi7qgcWal7/32zT6hQVZ7M=",
        crossOrigin: "anonymous",
      },
    ]);
    expect(scripts.filter((script) => script.src && !script.hasAttribute("nomodule"))).toHaveLength(0);
  });

  it("writes exactly one CSP, right after the charset, allowing the hash of every inline script", () => {
    const { html } = postbuildPage(fixture("page.html"), "page.html", FONT_PRELOADS);
    const { document, scripts, csp } = inspect(html);
    expect(csp).toHaveLength(1);
    expect(document.head.firstElementChild?.getAttribute("charset")).toBe("utf-8");
    expect(document.head.children[1]).toBe(csp[0]);
    const policy = csp[0]!.getAttribute("content") ?? "";
    const executable = scripts.filter((script) => !script.src && !script.type);
    expect(executable).toHaveLength(2); // boot script and the loader (flight data is JSON, not script)
    for (const script of executable) expect(policy).toContain(sha256(script.textContent ?? ""));
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("adds exactly the analytics tracker's hosts the layout names to script-src and connect-src, and refuses anything else", () => {
    const withHosts = (content: string) =>
      fixture("page.html").replace(
        '<meta charSet="utf-8"/>',
        `<meta charSet="utf-8"/><meta name="${ANALYTICS_POLICY_META}" content="${content}"/>`,
      );
    const policyOf = (html: string) =>
      inspect(postbuildPage(html, "page.html", FONT_PRELOADS).html).csp[0]!.getAttribute("content") ?? "";
    const directive = (policy: string, name: string) =>
      policy.split("; ").find((part) => part.startsWith(name));

    const plausible = policyOf(withHosts("connect-src https://plausible.io"));
    expect(directive(plausible, "connect-src")).toBe("connect-src 'self' https://plausible.io");
    expect(directive(plausible, "script-src")).not.toContain("https://");
    const umami = policyOf(withHosts("script-src https://stats.example; connect-src https://stats.example"));
    expect(directive(umami, "script-src")).toMatch(/^script-src 'self' https:\/\/stats\.example 'sha256-/);
    expect(directive(umami, "connect-src")).toBe("connect-src 'self' https://stats.example");
    expect(directive(policyOf(fixture("page.html")), "connect-src")).toBe("connect-src 'self'");

    for (const bad of [
      "connect-src *",
      "connect-src http://stats.example",
      "img-src https://stats.example",
      "script-src",
    ]) {
      expect(() => postbuildPage(withHosts(bad), "page.html", FONT_PRELOADS)).toThrow(/csp-analytics/);
    }
  });

  it("turns each inline flight-data script into a JSON data block in its place, keeping its entry", () => {
    const { html, flightBlocks } = postbuildPage(fixture("page.html"), "page.html", FONT_PRELOADS);
    const { scripts } = inspect(html);
    const blocks = scripts.filter((script) => script.hasAttribute("data-flight"));
    expect(flightBlocks).toBe(2);
    expect(blocks.map((block) => [block.type, JSON.parse(block.textContent ?? "")])).toEqual([
      ["application/json", [0]],
      ["application/json", [1, '0:"$L1"\n']],
    ]);
    expect(
      scripts.filter((script) => !script.type && script.textContent?.includes("__next_f.push(")),
    ).toEqual([]);
  });

  it("has the loader hand Next every flight entry, in document order, before the first framework script", async () => {
    const { html } = postbuildPage(fixture("page.html"), "page.html", FONT_PRELOADS);
    const { scripts, loader } = inspect(html);
    const blocks = scripts.filter((script) => script.hasAttribute("data-flight"));
    // The loader run as a browser without paint timing runs it: at once, adding one script a task.
    // Its messages go through a real MessageChannel; a message in which it adds no script means it
    // has run out of scripts, which is what the test waits for.
    const events: string[] = [];
    const channels: MessageChannel[] = [];
    let ranOut: () => void = () => {};
    const done = new Promise<void>((resolve) => (ranOut = resolve));
    class TrackedChannel {
      port1: { onmessage: (() => void) | null } = { onmessage: null };
      port2: { postMessage: (message: unknown) => void };
      constructor() {
        const channel = new MessageChannel();
        channels.push(channel);
        channel.port1.onmessage = () => {
          const added = events.length;
          this.port1.onmessage?.();
          if (events.length === added) ranOut();
        };
        this.port2 = { postMessage: (message) => channel.port2.postMessage(message) };
      }
    }
    const sandbox: Record<string, unknown> = {
      document: {
        visibilityState: "visible",
        querySelectorAll: (selector: string) => (selector === "script[data-flight]" ? blocks : []),
        createElement: () => ({}),
        head: {
          appendChild: (element: { src: string }) =>
            events.push(`script ${element.src} after ${JSON.stringify(sandbox.__next_f)}`),
        },
      },
      setTimeout: () => 0,
      MessageChannel: TrackedChannel,
      JSON,
    };
    sandbox.self = sandbox;
    runInNewContext(loader!.textContent ?? "", sandbox);
    await done;
    for (const channel of channels) channel.port1.close();
    expect(events).toEqual([
      'script /_next/static/chunks/main.js after [[0],[1,"0:\\"$L1\\"\\n"]]',
      'script /_next/static/chunks/page.js after [[0],[1,"0:\\"$L1\\"\\n"]]',
      'script /_next/static/chunks/webpack.js after [[0],[1,"0:\\"$L1\\"\\n"]]',
    ]);
    // Next's queue of scripts to run before hydrating holds the empty one that splits its start-up.
    expect(sandbox.__next_s).toEqual([[0, { children: "" }]]);
  });

  it("fails naming the file when a flight-data script's entry is not JSON", () => {
    const page = fixture("page.html").replace(
      'self.__next_f.push([1,"0:\\"$L1\\"\\n"])',
      "self.__next_f.push([1,'x'])",
    );
    expect(page).not.toBe(fixture("page.html"));
    expect(() => postbuildPage(page, "out/broken/index.html", FONT_PRELOADS)).toThrow(
      "out/broken/index.html: has a flight-data script whose entry is not JSON",
    );
  });

  it("adds the font preloads a not-found page lacks, before its stylesheet", () => {
    const { html, fontsAdded } = postbuildPage(fixture("not-found.html"), "404.html", FONT_PRELOADS);
    const { document } = inspect(html);
    expect(fontsAdded).toBe(2);
    const links = [...document.head.querySelectorAll("link")].map((link) => link.getAttribute("href"));
    expect(links).toEqual([
      "/_next/static/media/display.woff2",
      "/_next/static/media/body.woff2",
      "/_next/static/chunks/site.css",
    ]);
  });

  it("changes nothing when run again on its own output", () => {
    for (const name of ["page.html", "page-integrity.html", "not-found.html"]) {
      const once = postbuildPage(fixture(name), name, FONT_PRELOADS);
      const twice = postbuildPage(once.html, name, FONT_PRELOADS);
      expect(twice.html).toBe(once.html);
      expect(twice).toMatchObject({ fontsAdded: 0, flightBlocks: 0, scriptsDeferred: 0 });
    }
  });

  it("fails naming the file when a page has no framework script tags", () => {
    expect(() =>
      postbuildPage(fixture("without-framework.html"), "out/hand-made/index.html", FONT_PRELOADS),
    ).toThrow('out/hand-made/index.html: found no framework <script src="/_next/static/…"> tags to defer');
  });

  it("fails when a page already has a loader and framework tags outside it", () => {
    const done = postbuildPage(fixture("page.html"), "page.html", FONT_PRELOADS).html;
    const edited = done.replace(
      "</body>",
      '<script src="/_next/static/chunks/late.js" async=""></script></body>',
    );
    expect(() => postbuildPage(edited, "out/index.html", FONT_PRELOADS)).toThrow(
      "out/index.html: has a paint-first loader and still 1 framework <script> tags outside it",
    );
  });

  it("fails when a page carries two CSP meta tags", () => {
    const twoPolicies = fixture("page.html").replace(
      '<meta charSet="utf-8"/>',
      '<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="a"/><meta http-equiv="content-security-policy" content="b"/>',
    );
    expect(() => postbuildPage(twoPolicies, "out/index.html", FONT_PRELOADS)).toThrow(
      "out/index.html: has 2 CSP <meta> tags; expected one",
    );
  });

  it("fails when a page has no charset declaration to put the CSP after", () => {
    const noCharset = fixture("page.html").replace('<meta charSet="utf-8"/>', "");
    expect(() => postbuildPage(noCharset, "out/index.html", FONT_PRELOADS)).toThrow(
      "out/index.html: found no <meta charset> in <head> to put the CSP after",
    );
  });

  it("fails its own check when an inline script appears before the CSP", () => {
    const early = fixture("page.html").replace(
      '<meta charSet="utf-8"/>',
      '<script>1</script><meta charSet="utf-8"/>',
    );
    expect(() => postbuildPage(early, "out/index.html", FONT_PRELOADS)).toThrow(
      "out/index.html: has a <script> before its CSP <meta>",
    );
  });
});

describe("postbuildPage with private steps left out", () => {
  const PLAIN = { paintFirst: false, flightJson: false, compileHints: false };

  it("with none, keeps Next's scripts and flight data as Next wrote them, with font preloads and a CSP hashing each inline script", () => {
    for (const name of ["page.html", "not-found.html"]) {
      const { html, scriptsDeferred, flightBlocks, fontsAdded } = postbuildPage(
        fixture(name),
        name,
        FONT_PRELOADS,
        PLAIN,
      );
      expect([scriptsDeferred, flightBlocks]).toEqual([0, 0]);
      const { document, scripts, csp, loader } = inspect(html);
      const before = inspect(fixture(name));
      expect(loader).toBeUndefined();
      // The same scripts in the same places; only the CSP and the preloads are new.
      const sources = (list: HTMLScriptElement[]) => list.map((script) => script.src || script.textContent);
      expect(sources(scripts)).toEqual(sources(before.scripts));
      expect(document.body.outerHTML).toBe(before.document.body.outerHTML);
      expect(fontsAdded).toBe(name === "not-found.html" ? 2 : 0);
      expect(csp).toHaveLength(1);
      const policy = csp[0]!.getAttribute("content") ?? "";
      const inline = scripts.filter((script) => !script.src && !script.type);
      expect(
        inline.some((script) => script.textContent?.startsWith("(self.__next_f=self.__next_f||[])")),
      ).toBe(true);
      for (const script of inline) expect(policy).toContain(sha256(script.textContent ?? ""));
      expect(postbuildPage(html, name, FONT_PRELOADS, PLAIN).html).toBe(html);
    }
  });

  it("without paint-first alone, keeps the framework's own script tags and their order", () => {
    const { html, scriptsDeferred, sources } = postbuildPage(
      fixture("page.html"),
      "page.html",
      FONT_PRELOADS,
      { ...PLAIN, flightJson: true, compileHints: true },
    );
    expect(scriptsDeferred).toBe(0);
    const { loader, scripts } = inspect(html);
    expect(loader).toBeUndefined();
    const framework = scripts.filter((script) => script.src && !script.hasAttribute("nomodule"));
    const inOrder = [
      "/_next/static/chunks/main.js",
      "/_next/static/chunks/page.js",
      "/_next/static/chunks/webpack.js",
    ];
    expect(framework.map((script) => script.getAttribute("src"))).toEqual(inOrder);
    // The chunks the compile hints mark are those same tags.
    expect(sources.map((source) => source.src)).toEqual(inOrder);
  });

  it("without flight data as JSON alone, defers the framework but leaves Next's flight scripts inline and hashed", () => {
    const { html, scriptsDeferred, flightBlocks } = postbuildPage(
      fixture("page.html"),
      "page.html",
      FONT_PRELOADS,
      {
        paintFirst: true,
        flightJson: false,
        compileHints: true,
      },
    );
    expect(scriptsDeferred).toBeGreaterThan(0);
    expect(flightBlocks).toBe(0);
    const { document, loader, scripts, csp } = inspect(html);
    expect(loader).toBeDefined();
    expect(document.querySelectorAll("script[data-flight]")).toHaveLength(0);
    const flight = scripts.filter((script) => script.textContent?.includes("self.__next_f.push"));
    expect(flight.length).toBeGreaterThan(0);
    const policy = csp[0]!.getAttribute("content") ?? "";
    for (const script of flight) expect(policy).toContain(sha256(script.textContent ?? ""));
  });

  it("fails a run without paint-first on a page an earlier run gave the loader", () => {
    const done = postbuildPage(fixture("page.html"), "page.html", FONT_PRELOADS).html;
    expect(() => postbuildPage(done, "out/index.html", FONT_PRELOADS, PLAIN)).toThrow(
      "out/index.html: was rewritten by an earlier run with paint-first loading: build it again from `next build`",
    );
  });
});

describe("postbuildDir", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "postbuild-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** The chunks the fixture pages load, as small scripts. */
  const CHUNKS = ["main.js", "page.js", "webpack.js"];

  function exportOf(files: Record<string, string>, { chunks = CHUNKS } = {}) {
    for (const [path, name] of Object.entries(files)) {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      cpSync(join(FIXTURES, name), join(dir, path));
    }
    writeFileSync(join(dir, "_headers"), "/*\n  Content-Security-Policy: frame-ancestors 'none'\n");
    mkdirSync(join(dir, "_next/static/chunks"), { recursive: true });
    for (const chunk of chunks)
      writeFileSync(join(dir, "_next/static/chunks", chunk), `console.log("${chunk}");\n`);
  }
  const chunk = (name: string) => readFileSync(join(dir, "_next/static/chunks", name), "utf8");

  it("preloads the home page's fonts on every not-found variant and changes nothing on a second run", () => {
    exportOf({
      "index.html": "page.html",
      "404.html": "not-found.html",
      "404/index.html": "not-found.html",
      "_not-found/index.html": "not-found.html",
    });
    const first = postbuildDir(dir);
    expect(first.fontsAddedTo.sort()).toEqual(["404.html", "404/index.html", "_not-found/index.html"]);
    const written = readFileSync(join(dir, "404/index.html"), "utf8");
    expect(written).toContain('href="/_next/static/media/display.woff2"');

    const second = postbuildDir(dir);
    expect(second).toMatchObject({ pages: 4, changed: 0, fontsAddedTo: [], deferred: 0, hinted: 0 });
    expect(readFileSync(join(dir, "404/index.html"), "utf8")).toBe(written);
  });

  it("gives each page's CSP to the hosts' header files, the not-found page's to none, and changes nothing on a second run", () => {
    exportOf({
      "index.html": "page.html",
      "work/a-film/index.html": "page.html",
      "404.html": "not-found.html",
    });
    expect(postbuildDir(dir).headerPolicies).toEqual({ pages: 2, leftOut: [] });
    const headers = readFileSync(join(dir, "_headers"), "utf8");
    const nginx = readFileSync(join(dir, "_page-policies.nginx"), "utf8");
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
      readFileSync(join(dir, "work/a-film/index.html"), "utf8"),
    )?.[1];
    expect(headers).toContain(
      `\n/work/a-film/\n  ! Content-Security-Policy\n  Content-Security-Policy: ${policy}; frame-ancestors 'none'\n`,
    );
    expect(headers.match(/^\/\S*$/gm)).toEqual(["/*", "/", "/work/a-film/"]);
    expect(nginx).toContain(
      `"~^(?:200|206|304) /work/a-film/index\\.html$" "${policy}; frame-ancestors 'none'";`,
    );
    expect(nginx).not.toContain("404");

    postbuildDir(dir);
    expect(readFileSync(join(dir, "_headers"), "utf8")).toBe(headers);
    expect(readFileSync(join(dir, "_page-policies.nginx"), "utf8")).toBe(nginx);
  });

  it("gives each start-up chunk V8's compile hint once, as its first line", () => {
    exportOf({ "index.html": "page.html", "404.html": "not-found.html" });
    expect(postbuildDir(dir).hinted).toBe(3);
    expect(chunk("main.js")).toBe('//# allFunctionsCalledOnLoad\nconsole.log("main.js");\n');
    expect(postbuildDir(dir).hinted).toBe(0);
    expect(chunk("main.js").match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
  });

  it("hints the chunks loaded on demand too, which run in full once fetched", () => {
    exportOf({ "index.html": "page.html" }, { chunks: [...CHUNKS, "dialog.js"] });
    expect(postbuildDir(dir).hinted).toBe(4);
    expect(chunk("dialog.js")).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  });

  it("leaves chunks loaded with integrity as built, so Next's SRI hashes still match", () => {
    exportOf({ "index.html": "page-integrity.html" }, { chunks: [...CHUNKS, "dialog.js"] });
    expect(postbuildDir(dir).hinted).toBe(1);
    expect(chunk("dialog.js")).toBe('console.log("dialog.js");\n');
    expect(chunk("main.js")).toBe('console.log("main.js");\n');
    expect(chunk("webpack.js")).toBe('console.log("webpack.js");\n');
    expect(chunk("page.js")).toMatch(/^\/\/# allFunctionsCalledOnLoad/);
  });

  it("with no private step, changes no chunk and gives each page its CSP", () => {
    exportOf({ "index.html": "page.html", "404.html": "not-found.html" });
    const summary = postbuildDir(dir, { paintFirst: false, flightJson: false, compileHints: false });
    expect(summary).toMatchObject({ pages: 2, changed: 2, deferred: 0, hinted: 0, flightAsJson: 0 });
    for (const name of CHUNKS) expect(chunk(name)).toBe(`console.log("${name}");\n`);
    expect(readFileSync(join(dir, "index.html"), "utf8")).toContain('http-equiv="Content-Security-Policy"');
  });

  it("fails naming a chunk a page loads that the export lacks", () => {
    exportOf({ "index.html": "page.html" }, { chunks: ["main.js", "page.js"] });
    expect(() => postbuildDir(dir)).toThrow(/webpack\.js: is loaded by a page but is not in the export/);
  });

  it("writes nothing when any page fails, so a half-processed export never ships", () => {
    exportOf({ "index.html": "page.html", "hand-made/index.html": "without-framework.html" });
    expect(() => postbuildDir(dir)).toThrow(/hand-made\/index\.html: found no framework/);
    expect(readFileSync(join(dir, "index.html"), "utf8")).toBe(fixture("page.html"));
  });

  it("fails naming the home page when it preloads no fonts", () => {
    exportOf({ "index.html": "not-found.html" });
    expect(() => postbuildDir(dir)).toThrow(/index\.html: found no <link rel="preload" as="font">/);
  });

  it("fails with a clear message when there is no export at all", () => {
    writeFileSync(join(dir, "readme.txt"), "empty");
    expect(() => postbuildDir(dir)).toThrow(/index\.html: not found: run `next build` first/);
  });
});
