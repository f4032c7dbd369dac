/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServe, type ServeProcess } from "./fixtures/serve-process";

/*
 * The `npm start` server beside 300 connections that each pipeline thousands of requests and
 * never read an answer: its memory stays bounded and every visitor's request beside them is still
 * answered. (Without a limit on unanswered requests, this load took it past 750 MB, and a request
 * beside it 20 s.) How fast is the bench's question, not this test's: on a busy machine a quick
 * answer can take seconds, so a request only fails here when it gets no answer at all, or none
 * within REQUEST_LIMIT_MS, far beyond any busy machine's delay.
 */

const FLOODERS = 300;
const REQUESTS_EACH = 5_000;
const HEALTH_CHECKS = 20;
const MAX_RESIDENT_MIB = 250;
const REQUEST_LIMIT_MS = 30_000;

let root: string;
let server: ServeProcess;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "serve-flood-"));
  const files: Record<string, string> = {
    "index.html": `<h1>Home</h1>${"<p>A paragraph of the home page.</p>".repeat(200)}`,
    "404.html": "<h1>Not here</h1>",
    "robots.txt": "User-agent: *\nAllow: /\n",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  server = await startServe(root);
}, 20_000);

afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** One connection that writes `count` pipelined requests and never reads. */
function flood(payload: Buffer): Socket {
  const socket = connect(server.port, "127.0.0.1", () => {
    socket.pause();
    socket.write(payload);
  });
  // The server closing the connection is the point; the client has nothing to do about it.
  socket.on("error", () => {});
  return socket;
}

/** A visitor's request: its status once the whole answer has come, or the reason it failed. */
function get(path: string, timeoutMs: number): Promise<number | string> {
  return new Promise((resolve) => {
    const outgoing = request({ host: "127.0.0.1", port: server.port, path, agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    outgoing.setTimeout(timeoutMs, () => {
      outgoing.destroy();
      resolve(`${path} timed out after ${timeoutMs} ms`);
    });
    outgoing.on("error", (error) => resolve(`${path}: ${error.message}`));
    outgoing.end();
  });
}

describe("scripts/serve.mjs under a flood of unread pipelined requests", () => {
  it(
    "stays under 250 MB and answers every request beside 300 flooding connections",
    async () => {
      const payload = Buffer.from(
        `GET /index.html HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`.repeat(REQUESTS_EACH),
      );
      let peakKiB = server.residentKiB();
      const sampler = setInterval(() => (peakKiB = Math.max(peakKiB, server.residentKiB())), 50);
      const sockets = Array.from({ length: FLOODERS }, () => flood(payload));
      const answers: (number | string)[] = [];
      try {
        for (let check = 0; check < HEALTH_CHECKS; check++) {
          answers.push(await get("/robots.txt", REQUEST_LIMIT_MS));
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        clearInterval(sampler);
        for (const socket of sockets) socket.destroy();
      }

      expect(answers).toEqual(Array(HEALTH_CHECKS).fill(200));
      expect(peakKiB / 1024).toBeLessThan(MAX_RESIDENT_MIB);
      expect(server.child.exitCode).toBeNull();
    },
    HEALTH_CHECKS * REQUEST_LIMIT_MS,
  );
});
