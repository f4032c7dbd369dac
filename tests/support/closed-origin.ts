import { createServer } from "node:net";

/**
 * An http:// origin on a local port nothing listens on: a connection is refused at once, as for a
 * host a machine offline cannot reach (YouTube's image host in the launch check and the build).
 */
export function closedOrigin(): Promise<string> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(`http://127.0.0.1:${port}`));
    });
  });
}
