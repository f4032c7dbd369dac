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
      kind: "collapse",
      location: "/evil.example?x=1",
    });
    expect(parseRequestTarget("/\\\\evil.example")).toEqual({ kind: "collapse", location: "/evil.example" });
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
