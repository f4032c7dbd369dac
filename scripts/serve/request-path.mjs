/**
 * Turns a raw request target into a path inside the export, or says why it can't be one. Only
 * origin-form targets ("/…") are served; the decoded path must not contain a NUL, a backslash, a
 * "." or ".." segment, or a slash that arrived encoded (%2F), so no request can name a file
 * outside the folder or reach one by a different spelling than its real path.
 */

/**
 * @returns {{ kind: "path", pathname: string, search: string }
 *   | { kind: "collapse", location: string }
 *   | { kind: "reject" }}
 */
export function parseRequestTarget(target) {
  if (typeof target !== "string" || !target.startsWith("/")) return { kind: "reject" };
  const queryAt = target.indexOf("?");
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const search = queryAt === -1 ? "" : target.slice(queryAt);

  // "//portfolio/" would make the browser (and Next's router) read "portfolio" as a host name.
  if (/^[/\\]{2,}/.test(rawPath)) return { kind: "collapse", location: sameOriginLocation(rawPath, search) };

  if (/%2f|%5c/i.test(rawPath)) return { kind: "reject" };
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { kind: "reject" };
  }
  if (/[\0\\]/.test(pathname)) return { kind: "reject" };
  if (pathname.split("/").some((segment) => segment === "." || segment === "..")) return { kind: "reject" };
  return { kind: "path", pathname, search };
}

/**
 * A Location that can only point at this site: one leading slash, never followed by another slash
 * or a backslash (either would make the browser read the rest as a host).
 */
export function sameOriginLocation(pathname, search = "") {
  return `/${pathname.replace(/^[/\\]+/, "")}${search}`;
}
