import { isNotModified, rangeAllowed, requestedRange } from "../../scripts/serve/conditional.mjs";
import { contentTypeOf } from "../../scripts/serve/content-types.mjs";
import { negotiateEncoding } from "../../scripts/serve/encoding.mjs";
import { headersFor, parseHeaderRules } from "../../scripts/serve/header-rules.mjs";
import { parseRequestTarget, sameOriginLocation } from "../../scripts/serve/request-path.mjs";

describe("headersFor", () => {
  const valueOf = (rules: string, path: string, name: string) =>
    headersFor(parseHeaderRules(rules), path).get(name)?.value;

  it("joins a header that two matching rules set, as Cloudflare Pages does", () => {
    const rules = "/*\n  Cache-Control: no-cache\n/_next/static/*\n  Cache-Control: immutable\n";
    expect(valueOf(rules, "/_next/static/a.js", "cache-control")).toBe("no-cache, immutable");
    expect(valueOf(rules, "/about/", "cache-control")).toBe("no-cache");
  });

  it("detaches a header an earlier rule set with `! Name`", () => {
    const rules = "/*\n  Cache-Control: no-cache\n/_next/*\n  ! Cache-Control\n  Cache-Control: immutable\n";
    expect(valueOf(rules, "/_next/a.js", "cache-control")).toBe("immutable");
  });

  it("matches a splat across slashes and nothing past the pattern's end", () => {
    const rules = "/docs/*\n  X-Docs: yes\n/exact\n  X-Exact: yes\n";
    expect(valueOf(rules, "/docs/a/b/c", "x-docs")).toBe("yes");
    expect(valueOf(rules, "/exact/more", "x-exact")).toBeUndefined();
    expect(valueOf(rules, "/exact", "x-exact")).toBe("yes");
  });
});

describe("negotiateEncoding", () => {
  it("prefers Brotli, falls back to gzip, and honours q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("gzip;q=0.5, br;q=0.4")).toBe("gzip");
    expect(negotiateEncoding("*;q=0")).toBeNull();
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe("parseRequestTarget", () => {
  it("collapses leading slashes into a redirect that stays on the site", () => {
    expect(parseRequestTarget("//evil.example?x=1")).toEqual({
      kind: "redirect",
      location: "/evil.example?x=1",
    });
    expect(parseRequestTarget("/\\\\evil.example")).toEqual({ kind: "redirect", location: "/evil.example" });
    expect(parseRequestTarget("///portfolio//index.html?x=//y")).toEqual({
      kind: "redirect",
      location: "/portfolio/?x=//y",
    });
  });

  it("sends repeated slashes and index.html anywhere in a path to the page's own address, keeping the query", () => {
    for (const [target, location] of [
      ["/index.html", "/"],
      ["/index.html?utm_source=news", "/?utm_source=news"],
      ["/portfolio/index.html", "/portfolio/"],
      ["/portfolio//", "/portfolio/"],
      ["/portfolio///?filter=events", "/portfolio/?filter=events"],
      ["/work//a-film///index.html", "/work/a-film/"],
      ["/work/a%20film//", "/work/a%20film/"],
      ["/%69ndex.html", "/"],
    ]) {
      expect([target, parseRequestTarget(target)]).toEqual([target, { kind: "redirect", location }]);
    }
  });

  it("answers the not-found page's own files as not found, in any spelling", () => {
    for (const target of [
      "/404",
      "/404/",
      "/404.html",
      "/404/index.html",
      "/_not-found/",
      "/_not-found",
      "/404//",
    ]) {
      expect([target, parseRequestTarget(target).kind]).toEqual([target, "not-found"]);
    }
    expect(parseRequestTarget("/404-tips/").kind).toBe("path");
    expect(parseRequestTarget("/portfolio/404/").kind).toBe("path");
  });

  it("rejects dot segments, encoded slashes, backslashes, NULs and bad escapes", () => {
    for (const target of [
      "/a/../b",
      "/%2e%2e/x",
      "/a%2Fb",
      "/a%5cb",
      "/a\\b",
      "/a%00",
      "/%E0%A4%A",
      "http://evil.example/",
    ]) {
      expect([target, parseRequestTarget(target).kind]).toEqual([target, "reject"]);
    }
  });

  it("decodes an ordinary path and keeps its query", () => {
    expect(parseRequestTarget("/msp%2Dpricing/?a=b")).toEqual({
      kind: "path",
      pathname: "/msp-pricing/",
      search: "?a=b",
    });
  });

  it("builds Locations that start with exactly one slash", () => {
    expect(sameOriginLocation("//\\evil.example")).toBe("/evil.example");
  });
});

describe("isNotModified", () => {
  const etag = 'W/"a-1"';
  const modified = new Date("2026-03-01T10:00:00.500Z");

  it("matches any ETag of an If-None-Match list, weakly, or *", () => {
    expect(isNotModified({ "if-none-match": '"other", "a-1"' }, etag, modified)).toBe(true);
    expect(isNotModified({ "if-none-match": "*" }, etag, modified)).toBe(true);
    expect(isNotModified({ "if-none-match": '"other"' }, etag, modified)).toBe(false);
  });

  it("compares If-Modified-Since in whole seconds, and only without If-None-Match", () => {
    expect(isNotModified({ "if-modified-since": "Sun, 01 Mar 2026 10:00:00 GMT" }, etag, modified)).toBe(
      true,
    );
    expect(isNotModified({ "if-modified-since": "Sun, 01 Mar 2026 09:59:59 GMT" }, etag, modified)).toBe(
      false,
    );
    expect(
      isNotModified(
        { "if-none-match": '"other"', "if-modified-since": "Sun, 01 Mar 2026 11:00:00 GMT" },
        etag,
        modified,
      ),
    ).toBe(false);
    expect(isNotModified({ "if-modified-since": "yesterday" }, etag, modified)).toBe(false);
  });
});

describe("requestedRange", () => {
  it("reads one range, open-ended or from the end, clipped to the file", () => {
    expect(requestedRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
    expect(requestedRange("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 });
  });

  it("is unsatisfiable when it starts past the end", () => {
    expect(requestedRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(requestedRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(requestedRange("bytes=0-", 0)).toBe("unsatisfiable");
  });

  it("ignores what is not one valid byte range, so the whole file is sent", () => {
    for (const header of [undefined, "", "items=0-9", "bytes=5-3", "bytes=0-1,5-9", "bytes=-", "bytes=a-b"]) {
      expect([header, requestedRange(header, 1000)]).toEqual([header, null]);
    }
  });
});

describe("rangeAllowed", () => {
  const modified = new Date("2026-03-01T10:00:00Z");

  it("allows a range without If-Range, or when If-Range names this version exactly", () => {
    expect(rangeAllowed(undefined, '"a-1"', modified)).toBe(true);
    expect(rangeAllowed('"a-1"', '"a-1"', modified)).toBe(true);
    expect(rangeAllowed("Sun, 01 Mar 2026 10:00:00 GMT", '"a-1"', modified)).toBe(true);
  });

  it("refuses when If-Range names another version, or any weak ETag", () => {
    expect(rangeAllowed('"b-2"', '"a-1"', modified)).toBe(false);
    expect(rangeAllowed('W/"a-1"', 'W/"a-1"', modified)).toBe(false);
    expect(rangeAllowed('"a-1"', 'W/"a-1"', modified)).toBe(false);
    expect(rangeAllowed("Sun, 01 Mar 2026 09:00:00 GMT", '"a-1"', modified)).toBe(false);
  });
});

describe("contentTypeOf", () => {
  it("names video, audio and the other media an export may hold, and bytes for anything else", () => {
    expect(contentTypeOf(".mp4")).toBe("video/mp4");
    expect(contentTypeOf(".webm")).toBe("video/webm");
    expect(contentTypeOf(".vtt")).toBe("text/vtt; charset=utf-8");
    expect(contentTypeOf(".avif")).toBe("image/avif");
    expect(contentTypeOf(".unknown")).toBe("application/octet-stream");
  });
});
