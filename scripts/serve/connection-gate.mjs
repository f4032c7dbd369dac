// @ts-check
/**
 * Bounds what one connection can make the server hold. HTTP/1.1 answers pipelined requests in
 * order, and Node's server hands every request it parses to the handler at once: a client that
 * sends thousands of requests and never reads the answers would have the server read and queue a
 * body for each. Here a connection's requests are handled one at a time, the next only once the
 * previous answer has been handed to the socket and the socket has drained; while requests wait,
 * the socket stops being read, so the client's own send buffer fills and it stops sending.
 *
 * Pausing is not enough on its own: Node's parser finishes the chunk it has already read (up to
 * 64 KiB, some 850 short requests) after the pause, and holds every request it parses until it is
 * answered. 300 such connections held about 750 MB. So a connection with more requests waiting
 * than any real client pipelines is closed, and the rest of what it sent is not parsed at all.
 */

/** Requests parsed ahead of the one being answered before the connection stops being read. */
const WAITING_LIMIT = 1;

/**
 * Unanswered requests a connection may have before it is closed. Browsers do not pipeline at all;
 * a client that does sends a handful at a time.
 */
export const UNANSWERED_LIMIT = 32;

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */
/** @typedef {import("node:net").Socket} Socket */
/** @typedef {import("node:stream").Duplex} Duplex */
/**
 * A connection's requests not yet handed to the handler, whether one is being answered, and what
 * lets the next one go once that answer is out.
 * @typedef {{ waiting: [Request, Response][], busy: boolean, release: () => void }} ConnectionState
 */

/**
 * @param {import("node:http").Server} server
 * @param {(request: Request, response: Response) => Promise<void>} handle
 */
export function serveInOrder(server, handle) {
  /** @type {WeakMap<Duplex, ConnectionState>} */
  const connections = new WeakMap();

  /** @param {Socket} socket */
  function stateOf(socket) {
    let state = connections.get(socket);
    if (!state) {
      /** @type {ConnectionState} */
      const created = { waiting: [], busy: false, release: () => {} };
      state = created;
      connections.set(socket, state);
      // Node resumes a socket of its own accord when a request stream is read to its end.
      socket.on("resume", () => {
        if (created.waiting.length > WAITING_LIMIT) socket.pause();
      });
      socket.on("drain", () => created.release());
      socket.on("close", () => created.release());
    }
    return state;
  }

  /**
   * @param {Socket} socket
   * @param {ConnectionState} state
   */
  function next(socket, state) {
    if (state.busy) return;
    const pair = state.waiting.shift();
    if (!pair) return;
    if (state.waiting.length <= WAITING_LIMIT && socket.isPaused()) socket.resume();
    state.busy = true;
    const [request, response] = pair;
    let finished = false;
    let released = false;
    state.release = () => {
      if (released || !(finished || socket.destroyed)) return;
      released = true;
      state.busy = false;
      // Nothing can be answered on a closed connection: what waits there is dropped unhandled.
      if (socket.destroyed) state.waiting.length = 0;
      next(socket, state);
    };
    response.once("finish", () => {
      finished = true;
      if (!socket.writableNeedDrain) state.release();
    });
    // An answer abandoned before it finished (the socket broke) frees the connection too.
    response.once("close", () => {
      if (!response.writableFinished) {
        finished = true;
        state.release();
      }
    });
    void handle(request, response);
  }

  server.on("request", (request, response) => {
    const socket = request.socket;
    // What the parser still finds in a chunk read before the connection was closed below.
    if (socket.destroyed) return;
    const state = stateOf(socket);
    state.waiting.push([request, response]);
    if (state.waiting.length > UNANSWERED_LIMIT) {
      state.waiting.length = 0;
      socket.destroy();
      return stopParsing(socket);
    }
    if (state.waiting.length > WAITING_LIMIT) socket.pause();
    next(socket, state);
  });

  /**
   * Closing the socket does not stop Node's parser: it goes on through the chunk it is in, making a
   * request and a response object for every request left there, and all of them live until the
   * close is processed, after every other socket's reads in the same turn. The parser stops at
   * once when its `onIncoming` callback answers 2 (what Node itself answers for a CONNECT or an
   * upgrade, whose bytes are not HTTP). Node gives each connection's parser its own `onIncoming`,
   * so this touches no other connection. Where a Node version lacks the hook, closing the socket
   * still bounds what the connection holds to one chunk.
   * @param {Socket} socket
   */
  function stopParsing(socket) {
    // Node's own (undocumented) field: the HTTP parser bound to this connection, if any.
    const parser = /** @type {Socket & { parser?: { onIncoming?: unknown } | null }} */ (socket).parser;
    if (parser && typeof parser.onIncoming === "function") parser.onIncoming = () => 2;
  }

  /** Whether an answer is being written on `socket`: a raw error response would corrupt it. */
  return { answering: (/** @type {Duplex} */ socket) => connections.get(socket)?.busy === true };
}
