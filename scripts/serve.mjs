#!/usr/bin/env node
// @ts-check
/**
 * Serves the static export the way the CDNs it is deployed to do (scripts/serve/static-handler.mjs).
 * Used by `npm start`, the end-to-end tests and the bench. Listens on localhost only unless HOST
 * says otherwise.
 *
 *   PORT=4000 HOST=0.0.0.0 node scripts/serve.mjs [dir]
 */
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { clientErrorResponse, clientErrorStatus } from "./serve/client-error.mjs";
import { serveInOrder } from "./serve/connection-gate.mjs";
import { createStaticHandler } from "./serve/static-handler.mjs";

const root = resolve(process.argv[2] ?? "out");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || "127.0.0.1";

if (!existsSync(join(root, "index.html"))) {
  console.error(`No static export in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

const handler = await createStaticHandler({ root });
const server = createServer({
  // A client gets 10 s to send its headers and 30 s for the whole request (checked every second);
  // an idle kept-alive connection closes after 5 s, and one where nothing moves either way (a
  // client that stopped reading its answers) after 30 s, time enough for Brotli's best setting on
  // a large file on a busy machine. Each open connection costs memory, so none is held forever.
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
  // Node would answer a request without Host with a bare 400; the handler's carries the headers.
  requireHostHeader: false,
});
server.setTimeout(30_000);
// Each open connection costs memory and a file descriptor: past this many, new ones are refused
// until some close. A preview has a handful of visitors; the tests and the bench, a few dozen.
server.maxConnections = 512;
const connections = serveInOrder(server, handler.handle);
server.on("clientError", (error, socket) => {
  // Node documents the error of a 'clientError' as carrying the parser's code and raw bytes.
  const status = clientErrorStatus(
    /** @type {Error & import("./serve/client-error.mjs").ParserError} */ (error),
  );
  // Raw bytes in the middle of an answer would corrupt it: such a connection is only closed.
  if (status === null || !socket.writable || connections.answering(socket)) return socket.destroy();
  socket.end(clientErrorResponse(status, handler.errorHeaders()));
});
// CONNECT asks for a tunnel: Node hands the raw socket over (closing it unanswered without this).
// A static site tunnels nothing, so it gets the same 405 as any other method but GET and HEAD.
server.on("connect", (request, socket) => {
  socket.on("error", () => socket.destroy());
  if (!socket.writable) return socket.destroy();
  socket.end(clientErrorResponse(405, { ...handler.errorHeaders(), Allow: handler.allowedMethods }));
});
server.listen(port, host, () => {
  // Listening on a port, not a pipe: the address is a host and a port.
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  const shown = host === "127.0.0.1" ? "localhost" : host;
  console.log(`Serving ${root} at http://${shown}:${address.port}/ (listening on ${address.address})`);
  void handler.warm();
});
