/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { postbuildPage } from "../../scripts/postbuild/pipeline.mjs";
import {
  STATIC_HTML_ATTRIBUTE as STEP_ATTRIBUTE,
  STATIC_HTML_EXPORT,
  STATIC_TAG_PROP as STEP_TAG_PROP,
  STRIPPED_ID_PROP as STEP_STRIPPED_PROP,
} from "../../scripts/postbuild/static-sections.mjs";
import {
  STATIC_HTML_ATTRIBUTE,
  STATIC_TAG_PROP,
  STRIPPED_ID_PROP,
  StaticHtml,
} from "@/components/layout/static-html";

const page = readFileSync(join(__dirname, "fixtures/postbuild/page.html"), "utf8");
const FONT_PRELOADS = ["/_next/static/media/display.woff2", "/_next/static/media/body.woff2"].map((href) => [
  { name: "rel", value: "preload" },
  { name: "href", value: href },
  { name: "as", value: "font" },
]);
const FLIGHT_SCRIPT = '<script>self.__next_f.push([1,"0:\\"$L1\\"\\n"])</script>';
const FIXTURE_MAIN = "<main><h1>Hello</h1><p>A &amp; B</p></main>";

/** Next's escaping of an inline flight entry. */
const escaped = (entry: unknown) => JSON.stringify(entry).replace(/</g, "\\u003c");

/** The fixture page with this body and this flight stream, written as Next writes it: in two pushes, split mid-row. */
function pageWith(body: string, stream: string) {
  expect(page).toContain(FLIGHT_SCRIPT);
  const half = Math.floor(stream.length / 2);
  return page
    .replace(FIXTURE_MAIN, body)
    .replace(
      FLIGHT_SCRIPT,
      `<script>self.__next_f.push(${escaped([1, stream.slice(0, half)])})</script>` +
        `<script>self.__next_f.push(${escaped([1, stream.slice(half)])})</script>`,
    );
}

/** The flight stream a page hands Next, read back from its data blocks as a browser would. */
function streamOf(html: string) {
  const { document } = new JSDOM(html).window;
  const entries = [...document.querySelectorAll("script[data-flight]")].map((block) =>
    JSON.parse(block.textContent ?? ""),
  );
  expect(entries[0]).toEqual([0]);
  return entries
    .slice(1)
    .map((entry) => entry[1])
    .join("");
}

const rows = (...lines: string[]) => lines.map((line) => `${line}\n`).join("");

const MODULES = rows(
  '1:"$Sreact.fragment"',
  `2:I[100,["/_next/static/chunks/page.js"],"${STATIC_HTML_EXPORT}"]`,
  '3:I[200,["/_next/static/chunks/page.js"],"Island"]',
  '4:I[300,[],"MetadataBoundary"]',
);

/**
 * A page with a static run of two sections (the second written in a row of its own, holding a
 * long text row a value outside the run shares by reference, and a row only it uses) and a JSON-LD
 * script (its text in a row of its own), an island beside them, and Next's metadata.
 */
const STREAM =
  MODULES +
  rows(
    '0:{"b":"build","t":["$","html",null,{"children":["$","body",null,{"children":[' +
      '["$","$L2",null,{"children":[["$","$1",null,{"children":[["$","section","a",{"className":"hero","children":["$","h1",null,{"children":"Hello <you>"}]}]]}],"$L5",' +
      '["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":"$6"}}]]}],' +
      '["$","$L3",null,{"label":"Island","copy":"$5:props:children:0:props:children"}],' +
      '["$","$L4",null,{"children":"$L7"}]]}]}]}',
    '5:["$","section",null,{"id":"more","children":[["$","p",null,{"children":"$8"}],"$L9"]}]',
    '7:[["$","title","0",{"children":"Fixture"}]]',
    '9:["$","span",null,{"children":"only here"}]',
  ) +
  '6:T7,{"x":1}' +
  "8:T5,hello";

const BODY =
  `<main><section ${STATIC_HTML_ATTRIBUTE}="" class="hero"><h1>Hello &lt;you&gt;</h1></section>` +
  `<section ${STATIC_HTML_ATTRIBUTE}="" id="more"><p>hello</p><span>only here</span></section>` +
  `<script ${STATIC_HTML_ATTRIBUTE}="" type="application/ld+json">{"x":1}</script>` +
  "<button>Island</button></main>";

describe("the static-sections step", () => {
  it("names its marks as the component does", () => {
    expect([STEP_ATTRIBUTE, STEP_TAG_PROP, STEP_STRIPPED_PROP, STATIC_HTML_EXPORT]).toEqual([
      STATIC_HTML_ATTRIBUTE,
      STATIC_TAG_PROP,
      STRIPPED_ID_PROP,
      StaticHtml.name,
    ]);
  });

  it("leaves each static element's content, and Next's head tags, to the HTML, keeping what stays whole", () => {
    const before = pageWith(BODY, STREAM);
    const { html, staticSections } = postbuildPage(before, "page.html", FONT_PRELOADS);
    expect(staticSections.sections).toBe(3);
    expect(streamOf(html)).toBe(
      MODULES +
        rows(
          // Each section becomes StaticHtml with its tag, attributes and number, and no children, the
          // script without its text (and the text's row goes); the value the island shared with the
          // second section is copied to it; the metadata goes.
          '0:{"b":"build","t":["$","html",null,{"children":["$","body",null,{"children":[' +
            '["$","$L2",null,{"children":[["$","$1",null,{"children":[["$","$L2","a",{"as":"section","className":"hero","strippedId":0}]]}],"$L5",' +
            '["$","$L2",null,{"as":"script","type":"application/ld+json","strippedId":2}]]}],' +
            '["$","$L3",null,{"label":"Island","copy":"$8"}],' +
            '["$","$L4",null,{"children":null}]]}]}]}',
          '5:["$","$L2",null,{"as":"section","id":"more","strippedId":1}]',
        ) +
        "8:T5,hello",
    );
    // The page's HTML is what it was: the browser shows the server's sections.
    const main = (html: string) => new JSDOM(html).window.document.querySelector("main")?.outerHTML;
    expect(main(html)).toBe(main(before));
    // Escaped for HTML as Next escapes it, so no text in the data can end the script.
    expect(html).not.toContain("<you>");
  });

  it("changes nothing when run again on its own output", () => {
    const once = postbuildPage(pageWith(BODY, STREAM), "page.html", FONT_PRELOADS).html;
    const twice = postbuildPage(once, "page.html", FONT_PRELOADS);
    expect(twice.html).toBe(once);
    expect(twice.staticSections.sections).toBe(0);
  });

  it("without the paint-first loader, hands the same rewritten flight data back to Next's own scripts", () => {
    const steps = { paintFirst: false, staticSections: true, compileHints: true };
    const rewritten = streamOf(postbuildPage(pageWith(BODY, STREAM), "page.html", FONT_PRELOADS).html);
    const once = postbuildPage(pageWith(BODY, STREAM), "page.html", FONT_PRELOADS, steps);
    expect(once.staticSections.sections).toBe(3);
    const { document } = new JSDOM(once.html).window;
    expect(document.querySelectorAll("script[data-flight], script[data-paint-first]")).toHaveLength(0);
    expect(document.querySelector('script[src="/_next/static/chunks/main.js"]')).not.toBeNull();
    // The entries Next's queue receives, from its own scripts as Next writes them.
    const pushes = [...document.querySelectorAll("script:not([src]):not([type])")]
      .map((script) => script.textContent ?? "")
      .filter((code) => code.includes("__next_f"));
    expect(pushes[0]).toBe("(self.__next_f=self.__next_f||[]).push([0])");
    const entries = pushes.map((code) => JSON.parse(/\.push\((.*)\)$/s.exec(code)![1]!));
    expect(
      entries
        .slice(1)
        .map((entry) => entry[1])
        .join(""),
    ).toBe(rewritten);
    expect(postbuildPage(once.html, "page.html", FONT_PRELOADS, steps).html).toBe(once.html);
  });

  it("leaves a page without static runs byte for byte as Next wrote its flight data", () => {
    const stream = rows('1:I[200,[],"Island"]', '0:["$","main",null,{"children":["$","$L1",null,{}]}]');
    const { html } = postbuildPage(
      pageWith("<main><button>Island</button></main>", stream),
      "page.html",
      FONT_PRELOADS,
    );
    expect(streamOf(html)).toBe(stream);
  });

  it("leaves each layout's not-found tree out of every page but the not-found page, with the rows only it used", () => {
    // A layout router (told by parallelRouterKey) carrying its not-found tree, as Next writes it:
    // inline, holding a long text row only it uses, and a value the page shares by reference.
    const stream =
      rows(
        '1:I[200,[],"LayoutRouter"]',
        '0:["$","main",null,{"children":[["$","$L1",null,{"parallelRouterKey":"children","notFound":[["$","section",null,{"title":"Not here","children":"$6"}]]}],' +
          '["$","p",null,{"title":"$0:props:children:0:props:notFound:0:props:title"}]]}]',
      ) + "6:T7,missing";
    const body = "<main><p>Page</p></main>";
    const onPage = postbuildPage(pageWith(body, stream), "out/privacy/index.html", FONT_PRELOADS);
    expect(streamOf(onPage.html)).toBe(
      rows(
        '1:I[200,[],"LayoutRouter"]',
        '0:["$","main",null,{"children":[["$","$L1",null,{"parallelRouterKey":"children","notFound":"$undefined"}],' +
          '["$","p",null,{"title":"Not here"}]]}]',
      ),
    );
    // Run again, it finds nothing left to do.
    expect(postbuildPage(onPage.html, "out/privacy/index.html", FONT_PRELOADS).html).toBe(onPage.html);
    // The not-found page and its copies show the tree, so keep it as Next wrote it.
    for (const file of ["out/404.html", "out/404/index.html", "out/_not-found/index.html"]) {
      expect(streamOf(postbuildPage(pageWith(body, stream), file, FONT_PRELOADS).html)).toBe(stream);
    }
  });

  it("fails naming the page and the client component when a static run holds an island", () => {
    const stream = STREAM.replace('"children":"only here"', '"children":["$","$L3",null,{"label":"inside"}]');
    expect(() => postbuildPage(pageWith(BODY, stream), "out/x/index.html", FONT_PRELOADS)).toThrow(
      'out/x/index.html: has a static element <section id="more"> holding client components (Island)',
    );
    const direct = STREAM.replace('"$L5",', '"$L5",["$","$L3",null,{}],');
    expect(() => postbuildPage(pageWith(BODY, direct), "out/x/index.html", FONT_PRELOADS)).toThrow(
      "has a client component (Island) directly in a static run",
    );
  });

  it("fails on a flight row or value of a kind it does not know, rather than guess", () => {
    const devRow = STREAM.replace("8:T5,hello", '8:T5,helloa:D{"name":"Debug"}\n');
    expect(() => postbuildPage(pageWith(BODY, devRow), "page.html", FONT_PRELOADS)).toThrow(
      "has a flight row a:D… of a kind the static-sections step does not know",
    );
    const temporary = STREAM.replace('"label":"Island"', '"label":"$Tnew"');
    expect(() => postbuildPage(pageWith(BODY, temporary), "page.html", FONT_PRELOADS)).toThrow(
      'has a flight value "$Tnew" the static-sections step does not know',
    );
    const unended = STREAM.replace("8:T5,hello", "8:T9,hello");
    expect(() => postbuildPage(pageWith(BODY, unended), "page.html", FONT_PRELOADS)).toThrow(
      "has a flight row 8:T whose length does not fit the data",
    );
  });

  it("fails when its static elements and the page's HTML disagree (one rendered only once an island opens)", () => {
    const oneInHtml = BODY.replace(`<section ${STATIC_HTML_ATTRIBUTE}="" id="more">`, '<section id="more">');
    expect(() => postbuildPage(pageWith(oneInHtml, STREAM), "out/x/index.html", FONT_PRELOADS)).toThrow(
      "out/x/index.html: has 3 static elements in its flight data but 2 in its HTML",
    );
  });
});

describe("flight data the post-build step does not recognise", () => {
  it("fails the build when the page loads the framework without any", () => {
    const without = page.replace(/<script>\(?self\.__next_f[^<]*<\/script>/g, "");
    expect(without).not.toContain("__next_f");
    expect(() => postbuildPage(without, "out/x/index.html", FONT_PRELOADS)).toThrow(
      "out/x/index.html: loads the framework but has no flight data the flight-data step recognised",
    );
  });

  it("fails the build when a script feeds Next's queue in another shape", () => {
    const otherShape = page.replace(FLIGHT_SCRIPT, '<script>self.__next_f.push([1,"0:null\\n"]);</script>');
    expect(otherShape).not.toBe(page);
    expect(() => postbuildPage(otherShape, "out/x/index.html", FONT_PRELOADS)).toThrow(
      "still has 1 inline scripts feeding self.__next_f (not data blocks)",
    );
  });
});
