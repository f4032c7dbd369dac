// @ts-check
/**
 * Conditional and range requests, as RFC 9110 defines them and static hosts answer them:
 * revalidation (If-None-Match, else If-Modified-Since → 304) and one byte range (Range, guarded by
 * If-Range → 206 or 416). A video element asks for ranges; Safari plays nothing without them.
 */

/** The opaque part of an ETag, without its weakness marker. */
const opaque = (/** @type {string} */ tag) => tag.replace(/^W\//, "");

/** The ETags of an If-None-Match or If-Range header: "*", or quoted tags, weak or strong. */
const etagsOf = (/** @type {string | string[] | undefined} */ header) =>
  String(header ?? "").match(/\*|(?:W\/)?"[^"]*"/g) ?? [];

/**
 * An HTTP date as whole seconds since the epoch, or null when it is not a date.
 * @param {string | string[] | undefined} date
 */
function seconds(date) {
  const ms = Date.parse(String(date ?? ""));
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

/**
 * Whether the client's copy is current. If-None-Match (weak comparison: any listed ETag, or "*")
 * decides when present; otherwise If-Modified-Since, when the file is no newer than that date.
 * @param {Record<string, string | string[] | undefined>} headers the request's
 * @param {string} etag
 * @param {Date} modified
 */
export function isNotModified(headers, etag, modified) {
  if (headers["if-none-match"] !== undefined) {
    return etagsOf(headers["if-none-match"]).some((tag) => tag === "*" || opaque(tag) === opaque(etag));
  }
  const since = seconds(headers["if-modified-since"]);
  return since !== null && Math.floor(modified.getTime() / 1000) <= since;
}

/**
 * Whether a Range may apply: always without If-Range; with it, only when it names this version
 * exactly, by a strong ETag equal to ours or by our Last-Modified date (a weak ETag never matches).
 * @param {string | string[] | undefined} ifRange the request's If-Range header
 * @param {string} etag
 * @param {Date} modified
 */
export function rangeAllowed(ifRange, etag, modified) {
  if (ifRange === undefined) return true;
  const value = String(ifRange).trim();
  if (value.startsWith('"') || value.startsWith("W/")) {
    return !value.startsWith("W/") && !etag.startsWith("W/") && value === etag;
  }
  return seconds(value) === Math.floor(modified.getTime() / 1000);
}

/**
 * The byte range a Range header asks of a file of `size` bytes: one range ("bytes=0-99",
 * "bytes=100-", "bytes=-100"), clipped to the file; "unsatisfiable" when it starts past the end;
 * null when there is no range to serve: no header, another unit, a malformed value or several
 * ranges, each of which a server may answer with the whole file.
 * @param {string | undefined} header
 * @param {number} size
 * @returns {{ start: number, end: number } | "unsatisfiable" | null}
 */
export function requestedRange(header, size) {
  const match = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i.exec(String(header ?? ""));
  if (!match) return null;
  const [, first, last] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0) return "unsatisfiable";
    return size === 0 ? "unsatisfiable" : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}
