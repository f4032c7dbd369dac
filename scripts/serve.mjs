#!/usr/bin/env node
/**
 * Serves the static export in out/ the way a static CDN does (Netlify, Cloudflare Pages, S3 sites):
 * exact, case-sensitive file matches; /route → 308 to /route/; /route/ → /route/index.html; anything
 * else → out/404.html with status 404. Like Netlify and Cloudflare Pages it applies the response
 * headers in out/_headers (and never serves that file), and like every CDN it compresses text
 * (Brotli, else gzip) for clients that accept it, so the bench and Lighthouse measure the bytes a
 * real visitor downloads. Used by `npm start`, the end-to-end tests and the bench.
 *
 *   PORT=4000 node scripts/serve.mjs [dir]
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = resolve(process.argv[2] ?? "out");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

if (!existsSync(join(root, "index.html"))) {
  console.error(`No static export in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

/** Rules of a Netlify-style _headers file: a path pattern line, then indented `Name: value` lines. */
function readHeaderRules() {
  const file = join(root, "_headers");
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
    } else if (rules.length) {
      const [name, ...value] = line.trim().split(":");
      rules[rules.length - 1].headers[name.trim()] = value.join(":").trim();
    }
  }
  return rules;
}

const headerRules = readHeaderRules();

function headersFor(pathname) {
  const headers = {};
  for (const { pattern, headers: ruleHeaders } of headerRules) {
    const matches = pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
    if (matches) Object.assign(headers, ruleHeaders);
  }
  return headers;
}

function fileAt(path) {
  try {
    const stats = statSync(path);
    return stats.isFile() ? "file" : stats.isDirectory() ? "dir" : null;
  } catch {
    return null;
  }
}

/** Text types a CDN compresses; images and woff2 are compressed already. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".txt", ".xml", ".webmanifest", ".svg"]);

/**
 * Compressed bodies by encoding and file, each with the modification time it was made from: a
 * rebuilt file replaces its entry instead of being served stale or piling up beside it.
 */
const compressed = new Map();

function encodingFor(request, path) {
  if (!COMPRESSIBLE.has(extname(path))) return null;
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

function compressedBody(path, encoding) {
  const key = `${encoding}:${path}`;
  const { mtimeMs } = statSync(path);
  const cached = compressed.get(key);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const raw = readFileSync(path);
  const body =
    encoding === "br"
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : gzipSync(raw, { level: 9 });
  compressed.set(key, { mtimeMs, body });
  return body;
}

function send(request, response, status, path, urlPath) {
  const type = TYPES[extname(path)] ?? "application/octet-stream";
  const headers = {
    "Content-Type": type,
    "Cache-Control": "no-cache",
    Vary: "Accept-Encoding",
    ...headersFor(urlPath),
  };
  const encoding = encodingFor(request, path);
  if (!encoding) {
    response.writeHead(status, headers);
    return createReadStream(path).pipe(response);
  }
  const body = compressedBody(path, encoding);
  response.writeHead(status, { ...headers, "Content-Encoding": encoding, "Content-Length": body.length });
  return response.end(request.method === "HEAD" ? undefined : body);
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = url.pathname;
  }
  const target = normalize(join(root, pathname));
  const inside = target === root || target.startsWith(root + sep);
  const kind = inside && pathname !== "/_headers" ? fileAt(target) : null;

  if (kind === "file") return send(request, response, 200, target, url.pathname);
  if (kind === "dir" && fileAt(join(target, "index.html")) === "file") {
    if (!url.pathname.endsWith("/")) {
      response.writeHead(308, { Location: `${url.pathname}/${url.search}` });
      return response.end();
    }
    return send(request, response, 200, join(target, "index.html"), url.pathname);
  }
  return send(request, response, 404, join(root, "404.html"), url.pathname);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://localhost:${port}/`);
});
