import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * The WebKit run's only way out: its browser sends every request for a host other than this
 * machine to this proxy, which refuses it (403, the tunnel for an https address never opened) and
 * records its address. So nothing reaches the network, third parties (YouTube, the scheduling
 * provider) are unreachable as behind a firewall, and a test can see what the page asked for.
 */

export type RefusingProxy = {
  /** The address to give the browser as its proxy. */
  url: string;
  /**
   * Every address refused, in order: a whole URL for plain http, only `https://host` for https,
   * whose path the browser sends inside the tunnel that is never opened.
   */
  refused: string[];
  close: () => Promise<void>;
};

export async function startRefusingProxy(): Promise<RefusingProxy> {
  const refused: string[] = [];
  const server = createServer((request, response) => {
    refused.push(request.url ?? "");
    response.writeHead(403, { connection: "close" }).end();
  });
  server.on("connect", (request, socket) => {
    refused.push(`https://${(request.url ?? "").replace(/:443$/, "")}`);
    socket.end("HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n");
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
