// @ts-check
/**
 * The answer to a request Node's HTTP parser refused before the handler saw it ('clientError'):
 * a status that says why, with the same headers as every other error, then the connection closes
 * (what follows a broken request on the same connection can't be trusted).
 */
import { STATUS_CODES } from "node:http";

/** Longer than this, a request line that never ends is a target too long rather than headers too large. */
const LONG_REQUEST_LINE = 8192;

/**
 * What Node's parser error carries beyond an Error's fields: its code, and the bytes it stopped on.
 * @typedef {{ code?: string, rawPacket?: Buffer }} ParserError
 */

/**
 * The status for a parser error, or null when nothing should be sent (the client has gone, or
 * the error is the socket's, not the request's).
 * @param {ParserError} error
 * @returns {number | null}
 */
export function clientErrorStatus(error) {
  const code = error?.code ?? "";
  if (code === "HPE_HEADER_OVERFLOW") {
    const head = error.rawPacket?.toString("latin1") ?? "";
    const lineEnd = head.indexOf("\n");
    return lineEnd === -1 || lineEnd > LONG_REQUEST_LINE ? 414 : 431;
  }
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  // A method Node's parser does not know (it knows every registered one): not implemented here.
  if (code === "HPE_INVALID_METHOD") return 501;
  // "HTTP/1.2", "HTTP/3.0": a version this server does not speak. Node's parser gives the same
  // code to a request line that ends in a bare LF ("GET / HTTP/1.1\n"), which is a malformed
  // request in a version it does speak: 400.
  if (code === "HPE_INVALID_VERSION") return spokenVersion(error.rawPacket) ? 400 : 505;
  if (code.startsWith("HPE_")) return 400;
  return null;
}

/**
 * Whether a request line names HTTP/1.0 or 1.1, however it ends.
 * @param {Buffer | undefined} rawPacket
 */
function spokenVersion(rawPacket) {
  const line = rawPacket?.toString("latin1").split("\n", 1)[0] ?? "";
  return / HTTP\/1\.[01]\r?$/.test(line);
}

/**
 * The raw bytes of an error answer: Node has no response object for a request it could not parse.
 * @param {number} status
 * @param {Record<string, string>} headers
 */
export function clientErrorResponse(status, headers) {
  const body = `${status} ${STATUS_CODES[status]}\n`;
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push(`Content-Length: ${Buffer.byteLength(body)}`, "Connection: close");
  return `${lines.join("\r\n")}\r\n\r\n${body}`;
}
