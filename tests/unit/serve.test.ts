/** @jest-environment node */
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

/*
 * The `npm start` server as a real process on a small export of its own: every hostile or broken
 * case below is one it used to mishandle (or exit on). The same cases against nginx and Cloudflare's
 * runtime live in tests/e2e/hosting/.
 */

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

let base: string;
let root: string;
let server: ChildProcess;
let output = "";

function send(path: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  const { port } = new URL(`http://${base}`);
  return new Promise<Reply>((resolve, reject) => {
    const outgoing = request(
      { host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** Text that Brotli's best setting takes a while to squeeze. */
function largeText(bytes: number) {
  let text = "";
  let seed = 7;
  while (text.length < bytes) {
    seed = (seed * 48271) % 2147483647;
    text += `w${seed.toString(36)} `;
  }
  return text;
}

beforeAll(async () => {
  const scratch = mkdtempSync(join(tmpdir(), "serve-"));
  chmodSync(scratch, 0o755);
  root = join(scratch, "out");
  const files: Record<string, string> = {
    "index.html": "<h1>Home</h1>",
    "404.html": "<h1>Not here</h1>",
    "portfolio/index.html": "<h1>Portfolio</h1>",
    "_next/static/app.js": "console.log('app');".repeat(50),
    "_next/static/large.js": largeText(1_500_000),
    "unreadable.txt": "nobody may read this",
    "flaky.txt": "here and gone",
    ".env": "SECRET=env",
    ".git/config": "SECRET=git",
    _headers: [
      "/*",
      "  X-Frame-Options: DENY",
      "/_next/static/*",
      "  Cache-Control: public, max-age=31536000, immutable",
    ].join("\n"),
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  mkdirSync(join(scratch, "private"));
  writeFileSync(join(scratch, "private/secret.txt"), "TOP SECRET");
  symlinkSync(join(scratch, "private/secret.txt"), join(root, "leak.txt"));
  symlinkSync(join(scratch, "private"), join(root, "leak-dir"));
  symlinkSync(join(root, "index.html"), join(root, "alias.html"));
  symlinkSync(join(root, ".git/config"), join(root, "plain-name.txt"));
  chmodSync(join(root, "unreadable.txt"), 0o000);

  // As root every file is readable, so the server runs as "nobody" for the unreadable-file case.
  const asNobody = userInfo().uid === 0 ? { uid: 65534, gid: 65534 } : {};
  const env = { ...process.env };
  delete env.HOST;
  server = spawn(process.execPath, [join(__dirname, "../../scripts/serve.mjs"), root], {
    env: { ...env, PORT: "0" },
    ...asNobody,
  });
  server.stderr?.on("data", (chunk) => (output += chunk));
  base = await new Promise<string>((resolve, reject) => {
    server.stdout?.on("data", (chunk) => {
      output += chunk;
      const match = /listening on ([\d.]+)\b/.exec(output);
      const port = /:(\d+)\//.exec(output)?.[1];
      if (match && port) resolve(`127.0.0.1:${port}`);
    });
    server.once("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}, 20_000);

afterAll(() => {
  server?.kill();
  rmSync(join(root, ".."), { recursive: true, force: true });
});

describe("scripts/serve.mjs", () => {
  it("listens on localhost only unless HOST names another address", () => {
    expect(output).toMatch(/listening on 127\.0\.0\.1\)/);
  });

  it("serves pages, redirects /route to /route/ keeping the query, and 404s with the 404 page", async () => {
    expect((await send("/portfolio/")).body.toString()).toBe("<h1>Portfolio</h1>");
    const redirect = await send("/portfolio?filter=events");
    expect(redirect.status).toBe(308);
    expect(redirect.headers.location).toBe("/portfolio/?filter=events");
    const missing = await send("/nowhere");
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe("<h1>Not here</h1>");
  });

  it("never sends a Location that could leave the site", async () => {
    const offSite: string[] = [];
    const hostile = [
      "//evil.example",
      "///evil.example/",
      "/\\evil.example",
      "//\\evil.example",
      "/.//evil.example/x",
    ];
    for (const path of hostile) {
      const location = (await send(path)).headers.location;
      if (location !== undefined && !/^\/(?![/\\])/.test(String(location)))
        offSite.push(`${path} → ${location}`);
    }
    expect(offSite).toEqual([]);
    expect((await send("//portfolio/?x=1")).headers.location).toBe("/portfolio/?x=1");
  });

  it("never serves a file outside the folder, however the path is spelled", async () => {
    const served: string[] = [];
    for (const path of [
      "/../private/secret.txt",
      "/..%2Fprivate%2Fsecret.txt",
      "/%2e%2e/private/secret.txt",
      "/portfolio/..%5C..%5Cprivate/secret.txt",
      "/..\\private\\secret.txt",
      "/leak.txt",
      "/leak-dir/secret.txt",
      "/leak.txt%00.html",
    ]) {
      const reply = await send(path);
      if (reply.status !== 404 || reply.body.toString().includes("TOP SECRET"))
        served.push(`${path} → ${reply.status}`);
    }
    expect(served).toEqual([]);
  });

  it("follows a symlink that stays inside the folder", async () => {
    expect((await send("/alias.html")).body.toString()).toBe("<h1>Home</h1>");
  });

  it("matches header rules on the file it sends, and never serves the rules file", async () => {
    const asset = await send("/_next/static/app.js");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const missingAsset = await send("/_next/static/none.js");
    expect(missingAsset.status).toBe(404);
    expect(missingAsset.headers["cache-control"]).toBe("no-cache");
    expect(missingAsset.headers["x-frame-options"]).toBe("DENY");
    for (const path of ["/_headers", "/_next/..%2F_headers", "/%5Fheaders"]) {
      const reply = await send(path);
      expect([path, reply.status, reply.body.toString().includes("X-Frame-Options")]).toEqual([
        path,
        404,
        false,
      ]);
    }
  });

  it("honours q-values in Accept-Encoding", async () => {
    const js = "/_next/static/app.js";
    const brotli = await send(js, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toBe("console.log('app');".repeat(50));
    const gzip = await send(js, { headers: { "Accept-Encoding": "br;q=0, gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe("console.log('app');".repeat(50));
    for (const refused of ["br;q=0, gzip;q=0", "*;q=0", "identity", ""]) {
      const reply = await send(js, { headers: { "Accept-Encoding": refused } });
      expect([refused, reply.headers["content-encoding"]]).toEqual([refused, undefined]);
      expect(reply.headers.vary).toBe("Accept-Encoding");
    }
  });

  it("answers other requests while it compresses a large file", async () => {
    const order: string[] = [];
    const large = send("/_next/static/large.js?cold", { headers: { "Accept-Encoding": "br" } }).then(
      (reply) => {
        order.push("large");
        return reply;
      },
    );
    const small = send("/", { headers: { "Accept-Encoding": "identity" } }).then(() => order.push("small"));
    const [reply] = await Promise.all([large, small]);
    expect(order).toEqual(["small", "large"]);
    expect(brotliDecompressSync(reply.body).length).toBeGreaterThan(1_000_000);
  }, 30_000);

  it("sends headers without a body for HEAD, and 405 for other methods", async () => {
    const head = await send("/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const post = await send("/", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
    expect(post.headers["x-frame-options"]).toBe("DENY");
  });

  it("never serves a dotfile or a file in a dot-folder, however it is reached", async () => {
    for (const path of ["/.env", "/.git/config", "/.git/", "/%2Eenv", "/plain-name.txt"]) {
      const reply = await send(path);
      expect({ path, status: reply.status, body: reply.body.toString() }).toEqual({
        path,
        status: 404,
        body: "<h1>Not here</h1>",
      });
    }
  });

  it("revalidates when any ETag of an If-None-Match list matches", async () => {
    const { etag } = (await send("/")).headers;
    const listed = await send("/", { headers: { "If-None-Match": `"other", ${String(etag)}` } });
    expect(listed.status).toBe(304);
    const star = await send("/", { headers: { "If-None-Match": "*" } });
    expect(star.status).toBe(304);
    const unmatched = await send("/", { headers: { "If-None-Match": `"other", W/"another"` } });
    expect(unmatched.status).toBe(200);
  });

  it("answers a revalidation with 304 when the file is unchanged", async () => {
    const first = await send("/");
    const again = await send("/", { headers: { "If-None-Match": String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("answers an unreadable file with 403", async () => {
    const reply = await send("/unreadable.txt");
    expect(reply.status).toBe(403);
    expect(reply.body.toString()).not.toContain("nobody may read");
    expect(reply.headers["x-frame-options"]).toBe("DENY");
  });

  it("keeps serving while files disappear and reappear, and without a 404 page", async () => {
    const statuses = new Set<number>();
    for (let round = 0; round < 40; round++) {
      const pending = send("/flaky.txt");
      if (round % 2) unlinkSync(join(root, "flaky.txt"));
      else writeFileSync(join(root, "flaky.txt"), "here and gone");
      statuses.add((await pending).status);
    }
    expect([...statuses].every((status) => status === 200 || status === 404)).toBe(true);

    unlinkSync(join(root, "404.html"));
    const missing = await send("/nowhere");
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain("Not Found");
    expect((await send("/")).status).toBe(200);
  });

  it("is still running after every request above", () => {
    expect(server.exitCode).toBeNull();
    expect(output).not.toMatch(/Uncaught|ERR_/);
  });
});
