/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:http2";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startHttpsServer } from "../../scripts/dev/bench/https-server.mjs";

/*
 * The bench measures pages over HTTP/2 and TLS, as every host the site is deployed to serves them,
 * with the preview server's own handler: that handler must answer HTTP/2 requests as pages, not
 * refuse them as an HTTP version it does not speak.
 */

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "bench-https-"));
  mkdirSync(join(root, "portfolio"));
  writeFileSync(join(root, "index.html"), "<!doctype html><h1>Home</h1>");
  writeFileSync(join(root, "portfolio", "index.html"), "<!doctype html><h1>Our Work</h1>");
  writeFileSync(join(root, "404.html"), "<!doctype html><h1>Page Not Found</h1>");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function get(origin: string, path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on("error", reject);
    const stream = session.request({ ":path": path });
    let status = 0;
    let body = "";
    stream.on("response", (headers) => (status = Number(headers[":status"])));
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => (body += chunk));
    stream.on("end", () => {
      session.close();
      resolve({ status, body });
    });
    stream.on("error", reject);
  });
}

describe("the bench's HTTPS server", () => {
  it("serves pages, redirects and the not-found page over HTTP/2", async () => {
    const server = await startHttpsServer({ root, port: await freePort() });
    try {
      const home = await get(server.origin, "/");
      expect([home.status, home.body]).toEqual([200, "<!doctype html><h1>Home</h1>"]);
      expect((await get(server.origin, "/portfolio/")).status).toBe(200);
      expect((await get(server.origin, "/portfolio")).status).toBe(308);
      expect((await get(server.origin, "/no-such-page/")).status).toBe(404);
    } finally {
      await server.close();
    }
  }, 30_000);
});
