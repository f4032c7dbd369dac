/*
 * One flooding client, run as a process of its own (floodUnread in raw-request.ts), so the work of
 * sending its requests never delays the test's own measurements in the test's process.
 * Argument: JSON { host, port, connections, path, count, encoding, reads }. It opens
 * `connections` connections, starts writing `count` pipelined requests for `path` on each (asking
 * for the `encoding` given, "identity" unless told), never reads an answer (or, with `reads`,
 * reads and drops every byte as fast as it comes, so the host is never held up by full buffers and
 * answers every request it accepts on the connection as fast as it can work), prints
 * "ready" and keeps that many connections open until it is stopped: one the host closes is opened
 * again, but for a reading client's, whose work is then done (the host answered what it takes on
 * one connection).
 */
import { connect } from "node:net";

const {
  host,
  port,
  connections,
  path,
  count,
  encoding = "identity",
  reads = false,
} = JSON.parse(process.argv[2] ?? "{}") as {
  host: string;
  port: number;
  connections: number;
  path: string;
  count: number;
  encoding?: string;
  reads?: boolean;
};
const requests = Buffer.from(
  `GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept-Encoding: ${encoding}\r\n\r\n`.repeat(count),
);

/** Opens one connection and starts its pipelined requests; once the host closes it, opens it again. */
function connectAndSend(opened: () => void) {
  const socket = connect({ host, port }, () => {
    if (reads) socket.on("data", () => {});
    else socket.pause();
    socket.write(requests);
    opened();
  });
  // A reset is how a host may let a flooding client go; the flood has nothing to do about it.
  socket.on("error", opened);
  // Refused outright, it tries again a moment later rather than spinning.
  socket.on("close", (hadError) => {
    if (!reads) setTimeout(() => connectAndSend(() => {}), hadError ? 50 : 0);
  });
}

(async () => {
  if (reads) {
    // One after another, each once the last is sending: a host that takes in every waiting
    // connection at once (nginx's multi_accept) would give them all to one worker, and the busy
    // worker leaves the next to the other, as a flood arriving over a network spreads.
    for (let opened = 0; opened < connections; opened++) await new Promise<void>(connectAndSend);
  } else {
    await Promise.all(Array.from({ length: connections }, () => new Promise<void>(connectAndSend)));
  }
  process.stdout.write("ready\n");
})();
// A connection that is neither read nor written keeps no process alive: this one lives until stopped.
setInterval(() => {}, 60_000);
