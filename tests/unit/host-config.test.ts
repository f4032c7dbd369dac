/** @jest-environment node */
import { readFileSync } from "node:fs";
import { compile, match } from "next/dist/compiled/path-to-regexp";
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
    redirects: { source: string; destination: string; permanent: boolean }[];
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

  it("sends a page's index.html to the page's address with a permanent (308) redirect", () => {
    const redirectOf = (path: string) => {
      for (const rule of vercel.redirects) {
        const found = match(rule.source)(path);
        if (found) return { to: compile(rule.destination)(found.params), permanent: rule.permanent };
      }
      return null;
    };
    expect(redirectOf("/index.html")).toEqual({ to: "/", permanent: true });
    expect(redirectOf("/portfolio/index.html")).toEqual({ to: "/portfolio/", permanent: true });
    expect(redirectOf("/work/a-film/index.html")).toEqual({ to: "/work/a-film/", permanent: true });
    expect(redirectOf("/portfolio/")).toBeNull();
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

  it("sends the same headers as _headers, but the Content-Security-Policy, which each page's own rule in the export's _headers sets", () => {
    const rules = Object.fromEntries(netlify.headers.map((rule) => [rule.for, rule.values]));
    const { "Content-Security-Policy": policy, ...withoutPolicy } = everyResponse;
    expect(policy).toBeDefined();
    expect(rules).toEqual({ ...headersFile, "/*": withoutPolicy });
  });

  it("forces a page's index.html to the page's address (a file would otherwise win over the rule)", () => {
    const redirects = (parseToml(read("netlify.toml")) as { redirects: Record<string, unknown>[] }).redirects;
    expect(redirects).toEqual([
      { from: "/index.html", to: "/", status: 308, force: true },
      { from: "/:a/index.html", to: "/:a/", status: 308, force: true },
      { from: "/:a/:b/index.html", to: "/:a/:b/", status: 308, force: true },
    ]);
  });
});

describe("public/_redirects", () => {
  const rules = read("public/_redirects")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.trim().split(/\s+/));

  it("holds only rules Cloudflare Pages accepts: a source, a destination and a status", () => {
    for (const rule of rules) {
      expect([rule.join(" "), rule.length, ["200", "308"].includes(rule[2] ?? "")]).toEqual([
        rule.join(" "),
        3,
        true,
      ]);
    }
  });

  it("never starts a redirect's destination with a splat, which could begin with a slash and name another host", () => {
    for (const [source, destination] of rules) {
      expect([source, /^\/(?::splat|\*)/.test(destination ?? "")]).toEqual([source, false]);
    }
  });

  it("answers every address of the not-found page, and nginx's page policies, with a rewrite to a path Next never makes a page of", () => {
    const rewrites = rules.filter((rule) => rule[2] === "200");
    expect(rewrites.map(([source]) => source)).toEqual([
      "/404",
      "/404/*",
      "/404.html",
      "/_not-found",
      "/_not-found/*",
      "/_page-policies.nginx",
    ]);
    expect(new Set(rewrites.map(([, destination]) => destination))).toEqual(new Set(["/_not-a-page"]));
  });
});

describe("wrangler.toml", () => {
  it("points Cloudflare Pages at out/", () => {
    const wrangler = parseToml(read("wrangler.toml")) as { pages_build_output_dir: string };
    expect(wrangler.pages_build_output_dir).toBe("out");
  });
});

describe("deploy/nginx/site.conf", () => {
  const site = read("deploy/nginx/site.conf");
  const servers = site.split(/^server\s*\{/m).slice(1);

  it("includes the client limits in every server: the default servers read every first request's headers", () => {
    expect(servers.length).toBe(4);
    for (const server of servers) expect(server).toMatch(/^\s*include snippets\/client-limits\.conf;/m);
  });

  it("declares the per-client zone the limits use, at the http level before any server", () => {
    const zone = /^limit_conn_zone \$binary_remote_addr zone=(\w+):\d+m;$/m.exec(site);
    expect(zone?.index).toBeLessThan(site.indexOf("server {"));
    expect(read("deploy/nginx/client-limits.conf")).toContain(`limit_conn ${zone?.[1]} `);
  });

  it("reads the page policies the build writes from the site's own root, for the header security-headers.conf sends", () => {
    const root = /^\s*root\s+([^;]+);/m.exec(site)?.[1];
    const map = /^map "\$status \$uri" \$(\w+) \{\n([^}]*)\}/m.exec(site);
    expect(map?.index).toBeLessThan(site.indexOf("server {"));
    expect(map?.[2]).toContain(`include ${root}/_page-policies.nginx;`);
    expect(read("deploy/nginx/security-headers.conf")).toContain(
      `add_header Content-Security-Policy $${map?.[1]} always;`,
    );
  });
});

describe("deploy/nginx/main.conf and client-limits.conf", () => {
  it("run a worker per core, and log a refused client below the level an error log keeps", () => {
    expect(read("deploy/nginx/main.conf")).toMatch(/^worker_processes auto;$/m);
    expect(read("deploy/nginx/client-limits.conf")).toMatch(/^limit_conn_log_level notice;$/m);
  });

  it.each(["main.conf", "client-limits.conf"])(
    "%s says why for every directive, in a comment above it",
    (file) => {
      const lines = read(`deploy/nginx/${file}`).split("\n");
      lines.forEach((line, index) => {
        if (!line.trim() || line.startsWith("#")) return;
        const above = lines.slice(0, index).reverse();
        const commentAbove = above.findIndex((earlier) => earlier.startsWith("#"));
        const blankAbove = above.findIndex((earlier) => !earlier.trim());
        expect([line, commentAbove !== -1 && (blankAbove === -1 || commentAbove < blankAbove)]).toEqual([
          line,
          true,
        ]);
      });
    },
  );
});

describe("deploy/nginx/security-headers.conf", () => {
  it("adds exactly the security headers of _headers, on every response, the policy from site.conf's map", () => {
    const lines = read("deploy/nginx/security-headers.conf")
      .split("\n")
      .filter((line) => line.startsWith("add_header"));
    const headers = Object.fromEntries(
      lines.map((line) => {
        const match = /^add_header (\S+) (?:"(.*)"|(\$\w+)) always;$/.exec(line);
        if (!match) throw new Error(`Unexpected line: ${line}`);
        return [match[1], match[2] ?? match[3]];
      }),
    );
    const policyDefault = /^map "\$status \$uri" \$\w+ \{\n\s*default "([^"]+)";/m.exec(
      read("deploy/nginx/site.conf"),
    )?.[1];
    expect({ ...headers, "Content-Security-Policy": policyDefault }).toEqual(everyResponse);
  });
});

describe("the repository host's workflow", () => {
  it("runs .ci/run, what CI runs, on every push and pull request", () => {
    const workflow = read(".github/workflows/ci.yml");
    expect(workflow).toMatch(/^on:\n {2}push:\n {2}pull_request:/m);
    expect(workflow).toMatch(/run: bash \.ci\/run/);
  });
});
