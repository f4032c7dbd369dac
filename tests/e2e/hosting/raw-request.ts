import { request as httpRequest } from "node:http";
import { spawn } from "node:child_process";
import { connect } from "node:net";
import { join, resolve as resolvePath } from "node:path";

const ROOT = resolvePath(__dirname, "../../..");

export type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/**
 * Sends `path` byte for byte, as a hostile client would: browsers and Playwright's request API
 * resolve "..", "%2e%2e" and backslashes before sending, which would hide what the host does.
 */
export function rawGet(baseURL: string, path: string, timeoutMs?: number): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: hostname, port, path, method: "GET", timeout: timeoutMs },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on("error", reject);
    request.on("timeout", () => request.destroy(new Error(`No answer to ${path} within ${timeoutMs} ms`)));
    request.end();
  });
}

/**
 * Sends the same request `count` times on one connection without reading any answer, as a client
 * that floods a host would. Resolves once every byte is with the kernel; `close` ends it.
 */
export function pipelineUnread(baseURL: string, path: string, count: number): Promise<{ close: () => void }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.pause();
      const request = `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: identity\r\n\r\n`;
      socket.write(request.repeat(count), () => resolve({ close: () => socket.destroy() }));
    });
    socket.on("error", reject);
  });
}

/**
 * One client flooding the host: `connections` connections that each pipeline `count` requests for
 * `path` (asking for `encoding`, "identity" unless told) and never read an answer (with `reads`,
 * read every answer and drop it, so the host works as fast as it can). The client is a process of its own
 * (flood-client.ts), so sending the flood never slows this process. Resolves once every connection
 * is open and sending (one the host closes is opened again); `close` ends the client and its
 * connections.
 */
export async function floodUnread(
  baseURL: string,
  flood: { connections: number; path: string; count: number; encoding?: string; reads?: boolean },
): Promise<{ close: () => void }> {
  const { hostname, port } = new URL(baseURL);
  const client = spawn(
    join(ROOT, "node_modules/.bin/tsx"),
    [join(__dirname, "flood-client.ts"), JSON.stringify({ host: hostname, port: Number(port), ...flood })],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    client.stdout.once("data", () => resolve());
    client.once("exit", (code) => reject(new Error(`The flooding client exited with ${code}`)));
  });
  return { close: () => client.kill() };
}

/**
 * A GET of `path` from the local address `from` (127.0.0.2…: another client to the host): its
 * status and how long the whole answer took, or 0 and the time given up after.
 */
export function timedGetFrom(
  baseURL: string,
  path: string,
  from: string,
  timeoutMs = 10_000,
): Promise<{ status: number; ms: number }> {
  const { hostname, port } = new URL(baseURL);
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  return new Promise((resolve) => {
    const request = httpRequest(
      { host: hostname, port, path, localAddress: from, agent: false },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, ms: elapsed() }));
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy());
    request.on("error", () => resolve({ status: 0, ms: elapsed() }));
    request.end();
  });
}

/** Sends `head` (request line and headers, CRLF-separated, without the blank line) as raw bytes. */
export function rawExchange(baseURL: string, head: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(`${head}\r\n\r\n`));
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      answer += chunk;
      // One answer is enough: hosts may keep the connection open after it.
      if (completeAnswer(answer)) socket.destroy();
    });
    socket.on("close", () => resolve(answer));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNRESET" ? resolve(answer) : reject(error),
    );
  });
}

function completeAnswer(answer: string): boolean {
  const end = answer.indexOf("\r\n\r\n");
  if (end === -1) return false;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(answer.slice(0, end))?.[1];
  return length !== undefined && answer.length - end - 4 >= Number(length);
}

/** The status and headers of a raw answer (null status when the host sent nothing), names in lower case. */
export function parseAnswer(answer: string): { status: number | null; headers: Record<string, string[]> } {
  const [head = ""] = answer.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  const headers: Record<string, string[]> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    (headers[name] ??= []).push(line.slice(colon + 1).trim());
  }
  return { status: status === undefined ? null : Number(status), headers };
}

type SlowClient = (
  | /** Sends a request line and one header, never the blank line that ends them. */
    { kind: "partial-headers" }
    /** Sends one whole request, reads its answer, then sends nothing more. */
  | { kind: "idle-after-answer" }
  /** Pipelines `count` requests for `path`, reads nothing until `readAfterMs`, then reads to the end. */
  | { kind: "stops-reading"; path: string; count: number; readAfterMs: number }
) & {
  /**
   * Reference timers, in ms after the client's last move (started again at each move): for each,
   * whether the connection was still open when it fired. The client gives up (closes) once the
   * last has fired, and at 30 s without any.
   */
  references?: readonly number[];
};

/**
 * A client that is slow in one of the ways a host must not wait on forever. Resolves when the
 * connection closes: whether it was still open as each reference timer fired, how many bytes of
 * answers arrived, and the first answer's status (null when none came). The reference timers run
 * on this machine as the host's own do, so a busy machine delays both alike: the test compares
 * the order of the two, never a time read off a clock.
 */
export function slowClient(
  baseURL: string,
  client: SlowClient,
): Promise<{ openAtReferences: boolean[]; bytesRead: number; status: number | null }> {
  const { hostname, port } = new URL(baseURL);
  const head = (path: string) =>
    `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: identity\r\n`;
  const references = client.references ?? [];
  return new Promise((resolve) => {
    const openAtReferences = references.map(() => false);
    let timers: NodeJS.Timeout[] = [];
    let closed = false;
    /** The client's last move: the reference timers start again from now. */
    const moved = () => {
      for (const timer of timers) clearTimeout(timer);
      timers = references.map((ms, index) =>
        setTimeout(() => {
          openAtReferences[index] = !closed;
          if (index === references.length - 1) socket.destroy();
        }, ms),
      );
    };
    let bytesRead = 0;
    // Enough of the answer for its status line.
    let opening = "";
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      moved();
      if (client.kind === "partial-headers") socket.write(head("/"));
      if (client.kind === "idle-after-answer") socket.write(`${head("/robots.txt")}\r\n`);
      if (client.kind === "stops-reading") {
        socket.pause();
        socket.write(`${head(client.path)}\r\n`.repeat(client.count));
        setTimeout(() => socket.resume(), client.readAfterMs);
      }
    });
    socket.on("data", (chunk: Buffer) => {
      bytesRead += chunk.length;
      if (opening.length < 64) opening += chunk.toString("latin1", 0, 64);
      // The idle client's last move is reading its answer.
      if (client.kind === "idle-after-answer") moved();
    });
    const giveUp = references.length === 0 ? setTimeout(() => socket.destroy(), 30_000) : undefined;
    const done = () => {
      closed = true;
      clearTimeout(giveUp);
      // A reference that has not fired finds the connection closed.
      for (const timer of timers) clearTimeout(timer);
      resolve({ openAtReferences, bytesRead, status: parseAnswer(opening).status });
    };
    socket.on("close", done);
    // A reset is how some hosts let go.
    socket.on("error", () => socket.destroy());
  });
}
