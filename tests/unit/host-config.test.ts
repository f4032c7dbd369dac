/** @jest-environment node */
import { readFileSync } from "node:fs";
import { parse as parseToml } from "smol-toml";
import { parseHeaderRules } from "../../scripts/serve/header-rules.mjs";

/*
 * public/_headers (Cloudflare Pages, and Netlify) is the one statement of the headers and caching
 * every host must send. The other hosts' files say the same in their own syntax; these tests keep
 * them equal, since only Cloudflare's runtime and nginx run here (the hosting spec).
 */

type HeaderRules = Record<string, Record<string, string>>;

const read = (path: string) => readFileSync(path, "utf8");

/** `_headers` as path → headers, read by the preview server's own parser. */
const headersFile: HeaderRules = Object.fromEntries(
  parseHeaderRules(read("public/_headers")).map((rule) => [rule.source, Object.fromEntries(rule.set)]),
);

const everyResponse = headersFile["/*"]!;
const buildFiles = headersFile["/_next/static/*"]!;

describe("public/_headers", () => {
  it("sets the security headers on every path and a year's caching on the hashed build files", () => {
    expect(Object.keys(headersFile)).toEqual(["/*", "/_next/static/*"]);
    expect(everyResponse["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
    expect(everyResponse["Content-Security-Policy"]).toBe("frame-ancestors 'none'");
    expect(buildFiles).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
  });
});

describe("vercel.json", () => {
  type VercelConfig = {
    framework: null;
    buildCommand: string;
    outputDirectory: string;
    trailingSlash: boolean;
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const vercel = JSON.parse(read("vercel.json")) as VercelConfig;
  const rules = Object.fromEntries(
    vercel.headers.map((rule) => [
      rule.source,
      Object.fromEntries(rule.headers.map((header) => [header.key, header.value])),
    ]),
  );

  it("builds the export and serves out/ as a static site, with trailing slashes", () => {
    expect(vercel).toMatchObject({
      framework: null,
      buildCommand: "npm run build",
      outputDirectory: "out",
      trailingSlash: true,
    });
  });

  it("sends the same headers as _headers (Vercel does not read that file)", () => {
    expect(rules).toEqual({ "/(.*)": everyResponse, "/_next/static/(.*)": buildFiles });
  });
});

describe("netlify.toml", () => {
  type NetlifyConfig = {
    build: { command: string; publish: string; environment: Record<string, string> };
    headers: { for: string; values: Record<string, string> }[];
  };
  const netlify = parseToml(read("netlify.toml")) as unknown as NetlifyConfig;

  it("builds the export with the Node major the project runs on and publishes out/", () => {
    const nodeMajor = /(\d+)/.exec(JSON.parse(read("package.json")).engines.node)?.[1];
    expect(netlify.build).toMatchObject({ command: "npm run build", publish: "out" });
    expect(netlify.build.environment.NODE_VERSION).toBe(nodeMajor);
  });

  it("sends the same headers as _headers", () => {
    const rules = Object.fromEntries(netlify.headers.map((rule) => [rule.for, rule.values]));
    expect(rules).toEqual(headersFile);
  });
});

describe("wrangler.toml", () => {
  it("points Cloudflare Pages at out/", () => {
    const wrangler = parseToml(read("wrangler.toml")) as { pages_build_output_dir: string };
    expect(wrangler.pages_build_output_dir).toBe("out");
  });
});

describe("deploy/nginx/security-headers.conf", () => {
  it("adds exactly the security headers of _headers, on every response", () => {
    const lines = read("deploy/nginx/security-headers.conf")
      .split("\n")
      .filter((line) => line.startsWith("add_header"));
    const headers = Object.fromEntries(
      lines.map((line) => {
        const match = /^add_header (\S+) "(.*)" always;$/.exec(line);
        if (!match) throw new Error(`Unexpected line: ${line}`);
        return [match[1], match[2]];
      }),
    );
    expect(headers).toEqual(everyResponse);
  });
});

describe("the repository host's workflow", () => {
  it("runs .ci/run, what CI runs, on every push and pull request", () => {
    const workflow = read(".github/workflows/ci.yml");
    expect(workflow).toMatch(/^on:\n {2}push:\n {2}pull_request:/m);
    expect(workflow).toMatch(/run: bash \.ci\/run/);
  });
});
