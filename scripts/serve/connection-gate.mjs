/**
 * Bounds what one connection can make the server hold. HTTP/1.1 answers pipelined requests in
 * order, and Node's server hands every request it parses to the handler at once: a client that
 * sends thousands of requests and never reads the answers would have the server read and queue a
 * body for each. Here a connection's requests are handled one at a time, the next only once the
 * previous answer has been handed to the socket and the socket has drained; while requests wait,
 * the socket stops being read, so the client's own send buffer fills and it stops sending.
 */

/** Requests parsed ahead of the one being answered before the connection stops being read. */
const WAITING_LIMIT = 1;

/**
 * @param {import("node:http").Server} server
 * @param {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => Promise<void>} handle
 */
export function serveInOrder(server, handle) {
  /** @type {WeakMap<import("node:net").Socket, { waiting: [any, any][], busy: boolean, release: () => void }>} */
  const connections = new WeakMap();

  function stateOf(socket) {
    let state = connections.get(socket);
    if (!state) {
      state = { waiting: [], busy: false, release: () => {} };
      connections.set(socket, state);
      // Node resumes a socket of its own accord when a request stream is read to its end.
      socket.on("resume", () => {
        if (state.waiting.length > WAITING_LIMIT) socket.pause();
      });
      socket.on("drain", () => state.release());
      socket.on("close", () => state.release());
    }
    return state;
  }

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
    const state = stateOf(socket);
    state.waiting.push([request, response]);
    if (state.waiting.length > WAITING_LIMIT) socket.pause();
    next(socket, state);
  });

  /** Whether an answer is being written on `socket`: a raw error response would corrupt it. */
  return { answering: (socket) => connections.get(socket)?.busy === true };
}
