// @ts-check
/**
 * The request handler behind `npm start`, the end-to-end tests and the bench: serves a static
 * export the way the CDNs it is deployed to do (see docs/deploying.md).
 *
 * - exact, case-sensitive file matches; /route → 308 /route/; /route/ → /route/index.html;
 *   anything else → 404.html with status 404;
 * - one address per page: repeated slashes and a trailing index.html → 308 to the page's address,
 *   and the not-found page's own files (/404.html, /404/, /_not-found/) → 404 (request-path.mjs);
 * - GET and HEAD only (405 with Allow for other methods); HTTP/1.0 and 1.1 only (505); an
 *   HTTP/1.1 request needs exactly one Host (400);
 * - headers from the export's `_headers` (Cloudflare Pages' semantics, header-rules.mjs), matched
 *   on the file actually sent (a missing asset gets the 404 page's headers), which is never served;
 * - Content-Type by extension, video and audio included (content-types.mjs);
 * - Brotli or gzip by Accept-Encoding, compressed off the event loop and cached per file version;
 * - ETags (weak where the bytes sent depend on the encoding) and Last-Modified, with 304s for
 *   If-None-Match (lists too) or If-Modified-Since, so "revalidate" costs a round trip;
 * - one byte range per request (206, 416, If-Range), files other than text streamed from disk;
 * - never a dotfile or anything in a dot-folder (an `.env` copied into the folder by mistake): 404,
 *   but for the files of the top-level `/.well-known/` (RFC 8615: a certificate's renewal, a
 *   security.txt), as the hosts serve them;
 * - never the build's gzip copies of text files (`app.js.gz`, written for nginx): 404;
 * - every answer, errors included, carries the headers `_headers` gives pages.
 *
 * It never serves a file outside the folder (symlinks are resolved and checked), never sends a
 * Location that could leave the site, and answers every failure (a file deleted mid-request, an
 * unreadable file, a missing 404 page) with a status instead of exiting.
 */
import { open, readdir, realpath, stat } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { isNotModified, rangeAllowed, requestedRange } from "./conditional.mjs";
import { COMPRESSIBLE, contentTypeOf, isPrecompressedCopy } from "./content-types.mjs";
import { negotiateEncoding } from "./encoding.mjs";
import { headersFor, parseHeaderRules } from "./header-rules.mjs";
import { encodedLocation, parseRequestTarget } from "./request-path.mjs";

/** @typedef {import("./encoding.mjs").Encoding} Encoding */
/** @typedef {import("./header-rules.mjs").HeaderRule} HeaderRule */
/**
 * A request from `npm start`'s HTTP/1 server, or from the bench's HTTP/2 one (its compatibility API).
 * @typedef {import("node:http").IncomingMessage | import("node:http2").Http2ServerRequest} Request
 */
/** @typedef {import("node:http").ServerResponse | import("node:http2").Http2ServerResponse} Response */
/** @typedef {import("node:http").OutgoingHttpHeaders} Headers */
/**
 * What a thrown value may carry: a Node system error's code and an Error's message, when it is one.
 * @typedef {Partial<NodeJS.ErrnoException> | null | undefined} Thrown
 */

/** What hosts send when no `_headers` rule says otherwise (Cloudflare Pages' defaults). */
const DEFAULT_CACHE_CONTROL = { 200: "public, max-age=0, must-revalidate", 404: "no-cache" };

/** Files of the export that configure the host and are never served. */
const HOST_FILES = new Set(["_headers", "_redirects", "_page-policies.nginx"]);

/**
 * The longest request target answered; longer ones get 414. Node refuses a request line and
 * headers over 16 KB together before the handler sees them (serve.mjs answers those).
 */
const MAX_TARGET_LENGTH = 8192;

/**
 * A path with a segment that starts with a dot: a dotfile or something in a dot-folder, other than
 * a file in the top-level ".well-known" folder. `segments` begin with the path's leading "" (a URL
 * path) or with its first name (a path within the folder).
 */
const hidden = (/** @type {string[]} */ segments) => {
  const names = segments[0] === "" ? segments.slice(1) : segments;
  const wellKnown = names[0] === ".well-known" && names.length > 1 && names.at(-1) !== "";
  return names.some((name, index) => name.startsWith(".") && !(wellKnown && index === 0));
};

/** The methods a static site answers. */
const ALLOWED_METHODS = "GET, HEAD";

const extensionOf = (/** @type {string} */ file) => extname(file).toLowerCase();

/** How many Host headers a request carries (Node keeps only the first in `headers`). */
const hostHeaderCount = (/** @type {Request} */ request) =>
  request.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === "host").length;

/** Whether the client has gone: nothing is read or sent for a request whose connection closed. */
const abandoned = (/** @type {Request} */ request) => request.socket?.destroyed === true;

/** @type {Record<Encoding, (body: Buffer) => Promise<Buffer>>} */
const compressors = {
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/**
 * @param {{ root: string, log?: (message: string) => void }} options the export's folder, and where
 *   failures to serve a file are reported
 */
export async function createStaticHandler({ root, log = console.error }) {
  const rootReal = await realpath(root);
  const inside = (/** @type {string} */ path) => path === rootReal || path.startsWith(rootReal + sep);

  /** Compressed bodies by encoding and file, each tagged with the file version it was made from. */
  /** @type {Map<string, { version: string, body: Promise<Buffer> }>} */
  const compressed = new Map();
  /** @type {{ mtimeMs: number, rules: HeaderRule[] }} */
  let rulesCache = { mtimeMs: -1, rules: [] };

  async function headerRules() {
    const file = join(rootReal, "_headers");
    try {
      const { mtimeMs } = await stat(file);
      if (mtimeMs !== rulesCache.mtimeMs) {
        const handle = await open(file, "r");
        try {
          rulesCache = { mtimeMs, rules: parseHeaderRules(await handle.readFile("utf8")) };
        } finally {
          await handle.close();
        }
      }
    } catch {
      rulesCache = { mtimeMs: -1, rules: [] };
    }
    return rulesCache.rules;
  }

  /**
   * The real path of the file a URL path names, or null: never outside the folder, never a host
   * file, never a dotfile or a file in a dot-folder (however a symlink spells it).
   * @param {string} pathname decoded, with its leading slash
   * @returns {Promise<{ file: string, directory: boolean } | null>}
   */
  async function locate(pathname) {
    let real;
    try {
      real = await realpath(join(rootReal, pathname));
    } catch {
      return null;
    }
    const path = relative(rootReal, real);
    if (!inside(real) || HOST_FILES.has(path) || hidden(path.split(sep)) || isPrecompressedCopy(path)) {
      return null;
    }
    const stats = await stat(real).catch(() => null);
    if (stats?.isFile()) return { file: real, directory: false };
    if (!stats?.isDirectory()) return null;
    const index = await realpath(join(real, "index.html")).catch(() => null);
    return index && inside(index) ? { file: index, directory: true } : null;
  }

  /**
   * Reads a file through one open handle, so a rename or delete after the lookup can't race it.
   * @param {string} file
   */
  async function readWhole(file) {
    const handle = await open(file, "r");
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw Object.assign(new Error(`${file} is not a file`), { code: "ENOENT" });
      return { body: await handle.readFile(), stats };
    } finally {
      await handle.close();
    }
  }

  /**
   * @param {string} file
   * @param {Encoding} encoding
   * @param {Buffer} body the file's bytes
   * @param {import("node:fs").Stats} stats the file's, for the version the copy is made from
   */
  function compress(file, encoding, body, stats) {
    const key = `${encoding}:${file}`;
    const version = `${stats.size}:${stats.mtimeMs}`;
    const cached = compressed.get(key);
    if (cached?.version === version) return cached.body;
    const pending = compressors[encoding](body);
    compressed.set(key, { version, body: pending });
    pending.catch(() => compressed.delete(key));
    return pending;
  }

  /**
   * Compresses every text file in the background at start-up, so first requests don't wait for Brotli.
   * @param {string} [dir]
   * @returns {Promise<void>}
   */
  async function warm(dir = rootReal) {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await warm(path);
      else if (entry.isFile() && COMPRESSIBLE.has(extensionOf(path))) {
        const read = await readWhole(path).catch(() => null);
        if (read) await compress(path, "br", read.body, read.stats).catch(() => null);
      }
    }
  }

  /** @param {string} file */
  function urlPathOf(file) {
    const path = `/${relative(rootReal, file).split(sep).join("/")}`;
    return path.endsWith("/index.html") ? path.slice(0, -"index.html".length) : path;
  }

  /**
   * Sends `file` with `status` (200, or 404 for the not-found page). Text is read whole and
   * compressed; anything else, and any byte range, is streamed from the handle opened here, so a
   * rename or delete after the lookup can't race it and a large video is never held in memory.
   * @param {Request} request
   * @param {Response} response
   * @param {200 | 404} status
   * @param {string} file
   */
  async function send(request, response, status, file) {
    const handle = await open(file, "r");
    let streaming = false;
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw Object.assign(new Error(`${file} is not a file`), { code: "ENOENT" });
      const extension = extensionOf(file);
      const compressible = COMPRESSIBLE.has(extension);
      const rules = headersFor(await headerRules(), urlPathOf(file));
      /** @type {Headers} */
      const headers = { "Content-Type": contentTypeOf(extension) };
      for (const { name, value } of rules.values()) headers[name] = value;
      if (!rules.has("cache-control")) headers["Cache-Control"] = DEFAULT_CACHE_CONTROL[status];
      if (compressible) headers.Vary = "Accept-Encoding";

      /** @type {ReturnType<typeof requestedRange>} */
      let range = null;
      if (status === 200) {
        // Weak where one ETag stands for the compressed and the uncompressed bytes alike.
        const version = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
        const etag = compressible ? `W/${version}` : version;
        headers.ETag = etag;
        headers["Last-Modified"] = stats.mtime.toUTCString();
        headers["Accept-Ranges"] = "bytes";
        if (isNotModified(request.headers, etag, stats.mtime)) {
          response.writeHead(304, headers);
          return response.end();
        }
        if (rangeAllowed(request.headers["if-range"], etag, stats.mtime)) {
          range = requestedRange(request.headers.range, stats.size);
        }
      }
      if (range === "unsatisfiable") {
        return plain(response, 416, "Range Not Satisfiable", {
          "Accept-Ranges": "bytes",
          "Content-Range": `bytes */${stats.size}`,
        });
      }

      const head = request.method === "HEAD";
      // A range is of the file's own bytes, never of a compressed copy.
      if (range || !compressible) {
        const { start, end } = range ?? { start: 0, end: stats.size - 1 };
        if (range) headers["Content-Range"] = `bytes ${start}-${end}/${stats.size}`;
        headers["Content-Length"] = end - start + 1;
        response.writeHead(range ? 206 : status, headers);
        if (head || end < start) return response.end();
        streaming = true;
        return streamRange(handle, response, start, end);
      }

      const body = await handle.readFile();
      /** @type {Buffer} */
      let payload = body;
      const encoding = negotiateEncoding(request.headers["accept-encoding"]);
      if (encoding) {
        payload = await compress(file, encoding, body, stats);
        headers["Content-Encoding"] = encoding;
      }
      headers["Content-Length"] = payload.length;
      response.writeHead(status, headers);
      if (head) response.end();
      else response.end(payload);
    } finally {
      if (!streaming) await handle.close();
    }
  }

  /**
   * Pipes bytes `start`–`end` of an open file to the response, which then owns (and closes) it.
   * @param {import("node:fs/promises").FileHandle} handle
   * @param {Response} response
   * @param {number} start
   * @param {number} end inclusive
   */
  function streamRange(handle, response, start, end) {
    const stream = handle.createReadStream({ start, end, autoClose: true });
    // The status line is out: a read that fails can only cut the answer short.
    stream.once("error", () => response.destroy());
    response.once("close", () => stream.destroy());
    stream.pipe(response);
  }

  /**
   * @param {Response} response
   * @param {string} pathname the path asked for, whose `_headers` rules the answer carries
   * @param {string} location
   */
  async function redirect(response, pathname, location) {
    /** @type {Headers} */
    const headers = { Location: location };
    for (const { name, value } of headersFor(await headerRules(), pathname).values()) headers[name] = value;
    response.writeHead(308, headers);
    response.end();
  }

  /**
   * @param {Request} request
   * @param {Response} response
   */
  async function notFound(request, response) {
    try {
      await send(request, response, 404, join(rootReal, "404.html"));
    } catch {
      plain(response, 404, "Not Found");
    }
  }

  /**
   * The headers of an answer that is not a file: those `_headers` gives the 404 page (the security
   * headers every page gets), never cached. Synchronous, for answers to requests Node could not
   * parse; the rules are the ones read for the last request.
   */
  function errorHeaders() {
    /** @type {Record<string, string>} */
    const headers = {};
    for (const { name, value } of headersFor(rulesCache.rules, "/404.html").values()) headers[name] = value;
    for (const name of Object.keys(headers)) if (name.toLowerCase() === "cache-control") delete headers[name];
    return { ...headers, "Cache-Control": "no-cache", "Content-Type": "text/plain; charset=utf-8" };
  }

  /**
   * A request from node:http2's compatibility API (it carries its stream); node:http's never does.
   * @param {Request} request
   */
  function isHttp2Stream(request) {
    return (
      request.httpVersionMajor === 2 && /** @type {{ stream?: unknown }} */ (request).stream !== undefined
    );
  }

  /**
   * @param {Response} response
   * @param {number} status
   * @param {string} text the status's reason, the body's one line
   * @param {Record<string, string>} [extra] headers beyond those of every error
   */
  function plain(response, status, text, extra = {}) {
    if (response.headersSent) return response.destroy();
    const body = `${status} ${text}\n`;
    response.writeHead(status, { ...errorHeaders(), ...extra, "Content-Length": Buffer.byteLength(body) });
    if (response.req?.method === "HEAD") response.end();
    else response.end(body);
  }

  /**
   * @param {Request} request
   * @param {Response} response
   */
  async function handle(request, response) {
    await headerRules();
    if (abandoned(request)) return;
    // HTTP/0.9 ("GET /" with no version) has no headers to carry a status or the security
    // headers; HTTP/2 is spoken only over TLS, by the bench's server (bench/https-server.mjs), whose
    // requests arrive on a stream of their own, and never in plain text here.
    if (request.httpVersionMajor !== 1 && !isHttp2Stream(request)) {
      return plain(response, 505, "HTTP Version Not Supported", { Connection: "close" });
    }
    // RFC 9112: an HTTP/1.1 request without a Host, or with two, is answered 400.
    if (request.httpVersionMinor === 1 && hostHeaderCount(request) !== 1) {
      return plain(response, 400, "Bad Request", { Connection: "close" });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return plain(response, 405, "Method Not Allowed", { Allow: ALLOWED_METHODS });
    }
    // Node's types allow no URL only for a message its client made; a server's request has one.
    const url = /** @type {string} */ (request.url);
    if (url.length > MAX_TARGET_LENGTH) return plain(response, 414, "URI Too Long");
    const target = parseRequestTarget(url);
    // Headers by the path asked for, as Cloudflare Pages matches them (a page's own rule is not a redirect's).
    if (target.kind === "redirect") return redirect(response, url.split("?")[0] ?? "", target.location);
    if (target.kind !== "path" || hidden(target.pathname.split("/"))) return notFound(request, response);

    const found = await locate(target.pathname);
    if (abandoned(request)) return;
    if (!found) return notFound(request, response);
    if (found.directory && !target.pathname.endsWith("/")) {
      return redirect(response, target.pathname, encodedLocation(`${target.pathname}/`, target.search));
    }
    try {
      return await send(request, response, 200, found.file);
    } catch (error) {
      const failure = /** @type {Thrown} */ (error);
      // Deleted or replaced between the lookup and the read (a rebuild while serving), or unreadable.
      if (failure?.code === "ENOENT" || failure?.code === "ENOTDIR") return notFound(request, response);
      log(`serve: ${target.pathname}: ${failure?.message ?? error}`);
      return plain(
        response,
        failure?.code === "EACCES" || failure?.code === "EPERM" ? 403 : 500,
        "Not Served",
      );
    }
  }

  await headerRules();
  return {
    warm,
    errorHeaders,
    allowedMethods: ALLOWED_METHODS,
    /**
     * @param {Request} request
     * @param {Response} response
     */
    async handle(request, response) {
      try {
        await handle(request, response);
      } catch (error) {
        log(`serve: ${request.url}: ${/** @type {Thrown} */ (error)?.message ?? error}`);
        plain(response, 500, "Internal Server Error");
      }
    },
  };
}
