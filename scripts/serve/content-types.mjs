// @ts-check
import { extname } from "node:path";

/**
 * The Content-Type of each kind of file a static export can hold, by extension, as CDNs send
 * them. A browser refuses to play a video sent as application/octet-stream (Safari above all), so
 * every media type the site may carry is named here; anything unknown is sent as bytes.
 */
/** @type {Readonly<Record<string, string>>} */
export const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".vtt": "text/vtt; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".mp4": "video/mp4",
  ".m4v": "video/mp4",
  ".webm": "video/webm",
  ".ogv": "video/ogg",
  ".mov": "video/quicktime",
  ".mp3": "audio/mpeg",
  ".m4a": "audio/mp4",
  ".ogg": "audio/ogg",
  ".oga": "audio/ogg",
  ".wav": "audio/wav",
  ".pdf": "application/pdf",
  ".wasm": "application/wasm",
  ".zip": "application/zip",
};

/** Text a CDN compresses; images, fonts, media and archives are compressed already. */
export const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".map",
  ".txt",
  ".csv",
  ".xml",
  ".webmanifest",
  ".vtt",
  ".svg",
]);

/**
 * Whether `path` names a gzip copy of a text file ("app.js.gz"), which the build writes for nginx
 * (scripts/precompress.mjs): a way a file is sent, not an address of its own. An archive such as
 * "kit.tar.gz" is not one.
 * @param {string} path
 */
export function isPrecompressedCopy(path) {
  const lower = path.toLowerCase();
  return lower.endsWith(".gz") && COMPRESSIBLE.has(extname(lower.slice(0, -".gz".length)));
}

/** @param {string} extension with its dot, lower case */
export function contentTypeOf(extension) {
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}
