// @ts-check
/**
 * Serves the export for the bench the way the hosts it is deployed to do: HTTP/2 over TLS
 * (Cloudflare Pages, and deploy/nginx/site.conf's `listen 443 ssl http2`), with the same handler as
 * `npm start`. Over HTTP/1.1 a phone opens a connection per parallel request, each with its own
 * round trips; measuring that would charge the pages for a protocol no host uses. The certificate
 * is self-signed for localhost (openssl), made in a temporary folder for this run.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createStaticHandler } from "../../serve/static-handler.mjs";
import { answerAsProvider } from "./analytics-stand-in.mjs";

/** The request's host name, from HTTP/2's :authority or HTTP/1.1's Host. */
const hostOf = (/** @type {import("node:http2").Http2ServerRequest} */ request) =>
  (request.headers[":authority"] ?? request.headers.host ?? "").replace(/:\d+$/, "");

/**
 * @param {{ root: string, port: number }} options the export's folder, and the port on 127.0.0.1
 * @returns {Promise<{ origin: string, close: () => Promise<Error | undefined> }>} `close` resolves
 *   with the error of a server that was not open, if any
 */
export async function startHttpsServer({ root, port }) {
  const scratch = mkdtempSync(join(tmpdir(), "bench-tls-"));
  const key = join(scratch, "key.pem");
  const cert = join(scratch, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  const handler = await createStaticHandler({ root, log: () => {} });
  const server = createSecureServer(
    { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true },
    // Any other host is an analytics provider's, pointed here by Chrome (analytics-stand-in.mjs).
    (request, response) =>
      hostOf(request) === "localhost"
        ? void handler.handle(request, response)
        : answerAsProvider(request, response),
  );
  rmSync(scratch, { recursive: true, force: true });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(port, "127.0.0.1", resolve)));
  void handler.warm();
  return {
    origin: `https://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
