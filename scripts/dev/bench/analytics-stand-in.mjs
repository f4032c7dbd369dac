// @ts-check
/**
 * With analytics on (the launched export has Plausible), a page reports each visit to the
 * provider. The bench has no internet, and a report that fails is a console error Lighthouse
 * counts against best practices, so the provider's report hosts are pointed at the bench's own
 * server, which answers as the provider does (202, open to any origin). The reports then cost what
 * they cost a visitor: a request over the same throttled network.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { analyticsHosts } from "../../postbuild/csp.mjs";
import { parseHtml } from "../../postbuild/html.mjs";

/**
 * The report hosts a built page's CSP allows beyond its own (the layout's `csp-analytics` tag).
 * @param {string} outDir
 */
export function analyticsReportHosts(outDir) {
  const file = join(outDir, "index.html");
  // Read as the post-build step reads it when it writes the page's CSP.
  return analyticsHosts(parseHtml(readFileSync(file, "utf8")), file).connect.map(
    (origin) => new URL(origin).hostname,
  );
}

/** Chrome's flag sending those hosts to the bench's server on `port`. */
export const hostResolverFlag = (/** @type {string[]} */ hosts, /** @type {number} */ port) =>
  hosts.length > 0
    ? [`--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(",")}`]
    : [];

/**
 * Answers a request for a host other than localhost as the provider's report endpoint would.
 * @param {import("node:http2").Http2ServerRequest} request
 * @param {import("node:http2").Http2ServerResponse} response
 */
export function answerAsProvider(request, response) {
  const headers = {
    "access-control-allow-origin": "*",
    "access-control-allow-methods": "POST",
    "access-control-allow-headers": "content-type",
  };
  response.writeHead(request.method === "OPTIONS" ? 204 : 202, headers);
  if (request.method === "OPTIONS") response.end();
  else response.end("ok");
}
