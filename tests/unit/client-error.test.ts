/** @jest-environment node */
import { clientErrorResponse, clientErrorStatus } from "../../scripts/serve/client-error.mjs";

describe("clientErrorStatus", () => {
  it("tells a request line too long from headers too large", () => {
    const longLine = Buffer.from(`GET /?filter=${"a".repeat(20_000)}`);
    const longHeaders = Buffer.from(`GET / HTTP/1.1\r\nX-Big: ${"a".repeat(20_000)}`);
    expect(clientErrorStatus({ code: "HPE_HEADER_OVERFLOW", rawPacket: longLine })).toBe(414);
    expect(clientErrorStatus({ code: "HPE_HEADER_OVERFLOW", rawPacket: longHeaders })).toBe(431);
  });

  it("answers other parser errors with 400 and a slow request with 408", () => {
    expect(clientErrorStatus({ code: "HPE_INVALID_HEADER_TOKEN" })).toBe(400);
    expect(clientErrorStatus({ code: "ERR_HTTP_REQUEST_TIMEOUT" })).toBe(408);
  });

  it("answers a method nobody registered with 501 and a version it does not speak with 505", () => {
    expect(clientErrorStatus({ code: "HPE_INVALID_METHOD" })).toBe(501);
    expect(clientErrorStatus({ code: "HPE_INVALID_VERSION" })).toBe(505);
    const version = (line: string) => ({ code: "HPE_INVALID_VERSION", rawPacket: Buffer.from(line) });
    expect(clientErrorStatus(version("GET / HTTP/1.2\r\nHost: a\r\n\r\n"))).toBe(505);
    expect(clientErrorStatus(version("GET / HTTP/3.0\nHost: a\n\n"))).toBe(505);
  });

  it("answers a request line ending in a bare LF, in a version it speaks, with 400", () => {
    for (const line of ["GET / HTTP/1.1\nHost: a\n\n", "GET / HTTP/1.0\n\n"]) {
      expect(clientErrorStatus({ code: "HPE_INVALID_VERSION", rawPacket: Buffer.from(line) })).toBe(400);
    }
  });

  it("sends nothing when the socket itself failed", () => {
    expect(clientErrorStatus({ code: "ECONNRESET" })).toBeNull();
    expect(clientErrorStatus({})).toBeNull();
  });
});

describe("clientErrorResponse", () => {
  it("is a whole HTTP answer with the given headers that closes the connection", () => {
    const response = clientErrorResponse(431, { "X-Frame-Options": "DENY" });
    const [head, body] = response.split("\r\n\r\n");
    expect(head?.split("\r\n")).toEqual([
      "HTTP/1.1 431 Request Header Fields Too Large",
      "X-Frame-Options: DENY",
      `Content-Length: ${Buffer.byteLength(body ?? "")}`,
      "Connection: close",
    ]);
    expect(body).toBe("431 Request Header Fields Too Large\n");
  });
});
