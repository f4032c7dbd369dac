/** @jest-environment node */
import {
  headersWithPagePolicies,
  nginxPolicies,
  pageAddress,
} from "../../scripts/postbuild/header-policies.mjs";
import { headersFor, parseHeaderRules } from "../../scripts/serve/header-rules.mjs";

const SITE_WIDE = "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: frame-ancestors 'none'\n";
const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='";

describe("pageAddress", () => {
  it("is a page's folder, and nothing for the not-found page's files or other files", () => {
    expect(pageAddress("index.html")).toBe("/");
    expect(pageAddress("work/a-film/index.html")).toBe("/work/a-film/");
    for (const file of ["404.html", "404/index.html", "_not-found/index.html", "robots.txt", "a.html"]) {
      expect([file, pageAddress(file)]).toEqual([file, null]);
    }
  });
});

describe("headersWithPagePolicies", () => {
  it("gives each page its policy once, in place of the site-wide frame-ancestors, as Pages joins rules", () => {
    const { text, leftOut } = headersWithPagePolicies(SITE_WIDE, [
      { address: "/portfolio/", policy: POLICY },
    ]);
    expect(leftOut).toEqual([]);
    const rules = parseHeaderRules(text);
    const page = headersFor(rules, "/portfolio/");
    expect(page.get("content-security-policy")?.value).toBe(`${POLICY}; frame-ancestors 'none'`);
    expect(page.get("x-frame-options")?.value).toBe("DENY");
    expect(headersFor(rules, "/portfolio/x.png").get("content-security-policy")?.value).toBe(
      "frame-ancestors 'none'",
    );
    // A second run replaces what the first wrote.
    expect(headersWithPagePolicies(text, [{ address: "/portfolio/", policy: POLICY }]).text).toBe(text);
  });

  it("stops at Cloudflare Pages' 100 rules and 2,000-character lines, naming the pages left out", () => {
    const pages = Array.from({ length: 100 }, (_, index) => ({ address: `/p${index}/`, policy: POLICY }));
    pages.splice(1, 0, { address: "/long/", policy: `${POLICY} ${"'sha256-x=' ".repeat(200)}` });
    const { text, leftOut } = headersWithPagePolicies(SITE_WIDE, pages);
    expect(parseHeaderRules(text)).toHaveLength(100);
    expect(leftOut).toEqual(["/long/", "/p99/"]);
    expect(Math.max(...text.split("\n").map((line) => line.length))).toBeLessThanOrEqual(2000);
  });
});

describe("nginxPolicies", () => {
  it("keys each policy by the statuses that send the page and its file, matched exactly", () => {
    const text = nginxPolicies([{ file: "work/a.film/index.html", policy: POLICY }]);
    const [key, value] = /^"~(.+)" "(.+)";$/m.exec(text)!.slice(1);
    const pattern = new RegExp(key!);
    expect(pattern.test("200 /work/a.film/index.html")).toBe(true);
    expect(pattern.test("304 /work/a.film/index.html")).toBe(true);
    expect(pattern.test("308 /work/a.film/index.html")).toBe(false);
    expect(pattern.test("200 /work/aXfilm/index.html")).toBe(false);
    expect(pattern.test("200 /work/a.film/index.html/x")).toBe(false);
    expect(value).toBe(`${POLICY}; frame-ancestors 'none'`);
  });

  it("refuses a policy nginx could not quote", () => {
    expect(() => nginxPolicies([{ file: "index.html", policy: 'script-src "x"' }])).toThrow(/cannot quote/);
  });
});
