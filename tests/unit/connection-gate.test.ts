/** @jest-environment node */
import { createServer, request, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { serveInOrder, UNANSWERED_LIMIT } from "../../scripts/serve/connection-gate.mjs";

/*
 * The gate behind the preview server: one request at a time per connection, the next only once
 * the answer before it has drained, so a client that pipelines and never reads stops being read.
 */

const BODY = Buffer.alloc(4 * 2 ** 20, "x");
let server: Server;
let port: number;
let handled: string[];
/** Every request Node's parser handed over, answered or not. */
let parsed = 0;
let inFlight = 0;
let mostInFlight = 0;

beforeEach(async () => {
  handled = [];
  parsed = 0;
  mostInFlight = 0;
  server = createServer();
  server.prependListener("request", () => parsed++);
  serveInOrder(server, async (incoming, response) => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    handled.push(incoming.url ?? "");
    // An answer that takes a turn of the event loop, as a file read does.
    await new Promise((resolve) => setImmediate(resolve));
    inFlight--;
    const body = incoming.url === "/big" ? BODY : Buffer.from(incoming.url ?? "");
    response.writeHead(200, { "Content-Length": body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const pipelined = (paths: string[]) =>
  paths.map((path) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`).join("");

function get(path: string) {
  return new Promise<string>((resolve, reject) => {
    request({ host: "127.0.0.1", port, path }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve(body));
    })
      .on("error", reject)
      .end();
  });
}

describe("serveInOrder", () => {
  it("answers pipelined requests one at a time and in order", async () => {
    const paths = Array.from({ length: 20 }, (_, i) => `/${i}`);
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => socket.write(pipelined(paths)));
      let text = "";
      socket.setEncoding("latin1");
      socket.on("data", (chunk: string) => {
        text += chunk;
        if (text.split("HTTP/1.1 200").length - 1 === paths.length && text.endsWith("/19")) {
          socket.destroy();
          resolve(text);
        }
      });
    });
    expect(mostInFlight).toBe(1);
    expect(handled).toEqual(paths);
    expect(answer.match(/\r\n\r\n\/\d+/g)?.map((body) => body.trim())).toEqual(paths);
  });

  it("stops handling a connection's requests while its client does not read the answers", async () => {
    const requests = 50;
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    socket.pause();
    await new Promise<void>((resolve) =>
      socket.write(pipelined(Array(requests).fill("/big")), () => resolve()),
    );
    // Answered after the flood reached the server, which has handled what it was going to by now.
    expect(await get("/other")).toBe("/other");
    const floodHandled = handled.filter((path) => path === "/big").length;
    // The kernel's socket buffers take a few 4 MB answers; without the gate all 50 are handled.
    expect(floodHandled).toBeGreaterThan(0);
    expect(floodHandled).toBeLessThan(10);
    socket.destroy();
  });

  it("closes a connection with more unanswered requests than a client pipelines, and parses none of the rest", async () => {
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    socket.pause();
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.on("error", () => {});
    // About 850 requests fit in the first 64 KiB the server reads.
    socket.write(pipelined(Array(5_000).fill("/small")));
    socket.resume();
    await closed;
    expect(parsed).toBeGreaterThan(UNANSWERED_LIMIT);
    expect(parsed).toBeLessThanOrEqual(UNANSWERED_LIMIT + 2);
    expect(await get("/other")).toBe("/other");
  });
});
