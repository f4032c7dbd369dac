// @ts-check
/**
 * Turns a raw request target into a path inside the export, or says why it can't be one. Only
 * origin-form targets ("/…") are served; the decoded path must not contain a NUL, a backslash, a
 * "." or ".." segment, or a slash that arrived encoded (%2F), so no request can name a file
 * outside the folder or reach one by a different spelling than its real path.
 *
 * Every page has one address (docs/deploying.md): a path with repeated slashes or ending in
 * "index.html" is sent to the page's own address with a 308, and the not-found page's own files
 * (404.html, 404/, _not-found/) are answered as what they are, a page that does not exist.
 */

/** The first path segments, and the file, under which Next writes the not-found page. */
const NOT_FOUND_FOLDERS = new Set(["404", "_not-found"]);
const NOT_FOUND_FILE = "/404.html";

/**
 * @param {unknown} target the request line's target, as Node gives it
 * @returns {{ kind: "path", pathname: string, search: string }
 *   | { kind: "redirect", location: string }
 *   | { kind: "not-found" }
 *   | { kind: "reject" }}
 */
export function parseRequestTarget(target) {
  if (typeof target !== "string" || !target.startsWith("/")) return { kind: "reject" };
  const queryAt = target.indexOf("?");
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const search = queryAt === -1 ? "" : target.slice(queryAt);

  // "//portfolio/" would make the browser (and Next's router) read "portfolio" as a host name.
  if (/^[/\\]{2,}/.test(rawPath)) {
    return { kind: "redirect", location: sameOriginLocation(canonicalPath(rawPath), search) };
  }

  if (/%2f|%5c/i.test(rawPath)) return { kind: "reject" };
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { kind: "reject" };
  }
  if (/[\0\\]/.test(pathname)) return { kind: "reject" };
  if (pathname.split("/").some((segment) => segment === "." || segment === "..")) return { kind: "reject" };

  const canonical = canonicalPath(pathname);
  if (isNotFoundPage(canonical)) return { kind: "not-found" };
  if (canonical !== pathname) return { kind: "redirect", location: encodedLocation(canonical, search) };
  return { kind: "path", pathname, search };
}

/**
 * A page's own address: one slash between segments, and its folder rather than the folder's
 * index.html ("/portfolio//index.html" → "/portfolio/").
 * @param {string} pathname
 */
export function canonicalPath(pathname) {
  return `/${pathname.replace(/^[/\\]+/, "")}`.replace(/\/{2,}/g, "/").replace(/(^|\/)index\.html$/, "$1");
}

/**
 * Whether `pathname` (canonical, decoded) names the not-found page's own files.
 * @param {string} pathname
 */
export function isNotFoundPage(pathname) {
  return pathname === NOT_FOUND_FILE || NOT_FOUND_FOLDERS.has(pathname.split("/")[1] ?? "");
}

/**
 * A decoded path as a Location, each segment encoded again.
 * @param {string} pathname
 * @param {string} [search] the query, with its "?"
 */
export function encodedLocation(pathname, search = "") {
  return sameOriginLocation(pathname.split("/").map(encodeURIComponent).join("/"), search);
}

/**
 * A Location that can only point at this site: one leading slash, never followed by another slash
 * or a backslash (either would make the browser read the rest as a host).
 * @param {string} pathname
 * @param {string} [search] the query, with its "?"
 */
export function sameOriginLocation(pathname, search = "") {
  return `/${pathname.replace(/^[/\\]+/, "")}${search}`;
}
