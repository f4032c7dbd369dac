/** @jest-environment node */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { startServe, type ServeProcess } from "./fixtures/serve-process";

/*
 * The `npm start` server as a real process on a small export of its own: every hostile or broken
 * case below is one it used to mishandle (or exit on). The same cases against nginx and Cloudflare's
 * runtime live in tests/e2e/hosting/.
 */

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

let root: string;
let server: ServeProcess;

function send(path: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port: server.port,
        path,
        method: options.method ?? "GET",
        headers: options.headers,
      },
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

/**
 * Sends raw bytes, for requests Node's client will not write (no Host, CONNECT, HTTP/0.9, an
 * unknown method), and resolves with everything the server sent before it closed or went quiet.
 */
function rawExchange(bytes: string) {
  return new Promise<string>((resolve) => {
    const socket = connect(server.port, "127.0.0.1", () => socket.write(bytes));
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (answer += chunk));
    const quiet = setTimeout(() => socket.destroy(), 2_000);
    socket.on("close", () => {
      clearTimeout(quiet);
      resolve(answer);
    });
    socket.on("error", () => socket.destroy());
  });
}

/** The status and the headers (lower-case names) of a raw answer. */
function parseRaw(answer: string) {
  const [head = ""] = answer.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(":")).toLowerCase(),
      line.slice(line.indexOf(":") + 1).trim(),
    ]),
  );
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers };
}

/** Bytes 0–255 repeated: a stand-in video whose every range is recognisable. */
const VIDEO = Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 256));

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
    "404/index.html": "<h1>Not here, again</h1>",
    "_not-found/index.html": "<h1>Not here, once more</h1>",
    "unreadable.txt": "nobody may read this",
    "flaky.txt": "here and gone",
    ".env": "SECRET=env",
    ".git/config": "SECRET=git",
    ".well-known/acme-challenge/token": "challenge-answer",
    ".well-known/.secret": "SECRET=well-known",
    "index.html.gz": "gzip copy of the home page",
    "kit.tar.gz": "an archive the owner ships",
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
  mkdirSync(join(root, "media"));
  writeFileSync(join(root, "media/reel.mp4"), VIDEO);
  writeFileSync(join(root, "media/reel.webm"), VIDEO);
  mkdirSync(join(scratch, "private"));
  writeFileSync(join(scratch, "private/secret.txt"), "TOP SECRET");
  symlinkSync(join(scratch, "private/secret.txt"), join(root, "leak.txt"));
  symlinkSync(join(scratch, "private"), join(root, "leak-dir"));
  symlinkSync(join(root, "index.html"), join(root, "alias.html"));
  symlinkSync(join(root, ".git/config"), join(root, "plain-name.txt"));
  chmodSync(join(root, "unreadable.txt"), 0o000);

  // As root every file is readable, so the server runs as "nobody" for the unreadable-file case.
  server = await startServe(root, userInfo().uid === 0 ? { uid: 65534, gid: 65534 } : {});
}, 20_000);

afterAll(async () => {
  await server?.stop();
  rmSync(join(root, ".."), { recursive: true, force: true });
});

describe("scripts/serve.mjs", () => {
  it("listens on localhost only unless HOST names another address", () => {
    expect(server.output()).toMatch(/listening on 127\.0\.0\.1\)/);
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

  it("never serves a dotfile or a file in a dot-folder, however it is reached, but for /.well-known/'s files", async () => {
    const challenge = await send("/.well-known/acme-challenge/token");
    expect([challenge.status, challenge.body.toString()]).toEqual([200, "challenge-answer"]);
    for (const path of [
      "/.env",
      "/.git/config",
      "/.git/",
      "/%2Eenv",
      "/plain-name.txt",
      "/.well-known/.secret",
      "/.well-known/",
      "/.well-known/acme-challenge/../.secret",
    ]) {
      const reply = await send(path);
      expect({ path, status: reply.status, body: reply.body.toString() }).toEqual({
        path,
        status: 404,
        body: "<h1>Not here</h1>",
      });
    }
  });

  it("never serves the build's gzip copy of a text file as an address of its own, but serves an archive", async () => {
    const copy = await send("/index.html.gz");
    expect([copy.status, copy.body.toString()]).toEqual([404, "<h1>Not here</h1>"]);
    const archive = await send("/kit.tar.gz");
    expect([archive.status, archive.body.toString()]).toEqual([200, "an archive the owner ships"]);
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

  it("gives every page one address: repeated slashes and index.html redirect, the not-found page's files 404", async () => {
    for (const [path, location] of [
      ["/index.html", "/"],
      ["/portfolio/index.html?filter=events", "/portfolio/?filter=events"],
      ["/portfolio//", "/portfolio/"],
      ["/portfolio///", "/portfolio/"],
    ] as const) {
      const reply = await send(path);
      expect([path, reply.status, reply.headers.location]).toEqual([path, 308, location]);
      expect(reply.headers["x-frame-options"]).toBe("DENY");
    }
    for (const path of ["/404/", "/404", "/404.html", "/_not-found/", "/_not-found"]) {
      const reply = await send(path);
      expect([path, reply.status, reply.body.toString()]).toEqual([path, 404, "<h1>Not here</h1>"]);
    }
  });

  it("sends video as video, with Accept-Ranges, Last-Modified and a strong ETag", async () => {
    for (const [path, type] of [
      ["/media/reel.mp4", "video/mp4"],
      ["/media/reel.webm", "video/webm"],
    ] as const) {
      const reply = await send(path);
      expect(reply.headers["content-type"]).toBe(type);
      expect(reply.headers["accept-ranges"]).toBe("bytes");
      expect(reply.body.equals(VIDEO)).toBe(true);
      expect(new Date(String(reply.headers["last-modified"])).getTime()).toBeGreaterThan(0);
      expect(reply.headers.etag).toMatch(/^"[^"]+"$/);
    }
  });

  it("answers one byte range with 206, and a range past the end with 416", async () => {
    const video = "/media/reel.mp4";
    for (const [range, start, end] of [
      ["bytes=0-99", 0, 99],
      ["bytes=4000-", 4000, 4095],
      ["bytes=-10", 4086, 4095],
    ] as const) {
      const reply = await send(video, { headers: { Range: range } });
      expect([range, reply.status, reply.headers["content-range"]]).toEqual([
        range,
        206,
        `bytes ${start}-${end}/4096`,
      ]);
      expect(reply.body.equals(VIDEO.subarray(start, end + 1))).toBe(true);
      expect(reply.headers["content-length"]).toBe(String(end - start + 1));
    }
    const past = await send(video, { headers: { Range: "bytes=5000-" } });
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe("bytes */4096");
    expect(past.headers["x-frame-options"]).toBe("DENY");

    // A page asked for a range gets the range of its own bytes, never of a compressed copy.
    const page = await send("/portfolio/", { headers: { Range: "bytes=4-12", "Accept-Encoding": "br" } });
    expect([page.status, page.headers["content-encoding"], page.body.toString()]).toEqual([
      206,
      undefined,
      "Portfolio",
    ]);
  });

  it("honours If-Range: the range for the same version, the whole file for another", async () => {
    const video = "/media/reel.mp4";
    const { etag, "last-modified": modified } = (await send(video)).headers;
    const same = await send(video, { headers: { Range: "bytes=0-9", "If-Range": String(etag) } });
    expect(same.status).toBe(206);
    const sameDate = await send(video, { headers: { Range: "bytes=0-9", "If-Range": String(modified) } });
    expect(sameDate.status).toBe(206);
    const changed = await send(video, { headers: { Range: "bytes=0-9", "If-Range": '"an-older-version"' } });
    expect([changed.status, changed.body.length]).toEqual([200, VIDEO.length]);
  });

  it("answers If-Modified-Since with 304 when the file is no newer", async () => {
    const first = await send("/");
    const modified = String(first.headers["last-modified"]);
    expect((await send("/", { headers: { "If-Modified-Since": modified } })).status).toBe(304);
    const earlier = new Date(Date.parse(modified) - 60_000).toUTCString();
    expect((await send("/", { headers: { "If-Modified-Since": earlier } })).status).toBe(200);
  });

  it("answers what it does not speak with a status and the security headers", async () => {
    for (const [what, bytes, status] of [
      ["an HTTP/1.1 request without Host", "GET / HTTP/1.1\r\n\r\n", 400],
      ["an HTTP/1.1 request with two Hosts", "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400],
      ["CONNECT", "CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n", 405],
      ["a method nobody registered", "BREW / HTTP/1.1\r\nHost: x\r\n\r\n", 501],
      ["HTTP/0.9", "GET /\r\n\r\n", 505],
      ["HTTP/1.2", "GET / HTTP/1.2\r\nHost: x\r\n\r\n", 505],
      ["lines ending in a bare LF", "GET / HTTP/1.1\nHost: x\n\n", 400],
    ] as const) {
      const answer = await rawExchange(bytes);
      const { status: received, headers } = parseRaw(answer);
      expect([what, received, headers["x-frame-options"]]).toEqual([what, status, "DENY"]);
      expect([what, answer.includes("<h1>Home</h1>")]).toEqual([what, false]);
    }
    const connect = parseRaw(
      await rawExchange("CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n"),
    );
    expect(connect.headers.allow).toBe("GET, HEAD");
    const http10 = await rawExchange("GET / HTTP/1.0\r\n\r\n");
    expect(parseRaw(http10).status).toBe(200);
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
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Uncaught|ERR_/);
  });
});
