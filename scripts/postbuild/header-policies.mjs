// @ts-check
/**
 * Once every page is written: each page's Content-Security-Policy (its `<meta>`, csp.mjs) also as a response header,
 * where a host can be told one per page by a file of the export, so that what a scanner grades is
 * the page's whole policy and not `frame-ancestors 'none'` alone. The header is the page's policy
 * plus `frame-ancestors 'none'`, which only a header can carry.
 *
 * - `_headers` (Cloudflare Pages, Netlify, the preview server): one rule per page, after the
 *   rules copied from public/_headers. Pages joins the values of every rule that matches a path,
 *   so each page rule first detaches the site-wide `frame-ancestors 'none'` (`! Name`, which Netlify
 *   ignores; Netlify lets the later rule's value stand). Pages reads at most 100 rules and lines of
 *   at most 2,000 characters: pages past those keep the site-wide header, and the build says which.
 * - `_page-policies.nginx`: the same policies for the `map` in deploy/nginx/site.conf, keyed by
 *   the status and the file nginx sends ("200 /portfolio/index.html"), so a page's policy goes
 *   with the page (200, or 304 and 206 for it) and never with a redirect or an error. nginx reads
 *   it when it loads its configuration.
 *
 * Every other answer (files, redirects, the not-found page at unknown paths) keeps the site-wide
 * `frame-ancestors 'none'` on every host.
 *
 * Both are rewritten whole on every run, so a second run changes nothing.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PostbuildError } from "./html.mjs";

/** @typedef {{ file: string, address: string, policy: string }} PagePolicy */

/** The file of the export that deploy/nginx/site.conf's map includes. */
export const NGINX_POLICIES_FILE = "_page-policies.nginx";

/** What only a header can say: no site may frame a page. */
const FRAME_ANCESTORS = "frame-ancestors 'none'";

/** Cloudflare Pages' limits on `_headers` (its documentation, and wrangler's parser). */
const MAX_HEADER_RULES = 100;
const MAX_HEADER_LINE = 2000;

/** The line that starts the part of `_headers` this step writes; everything after it is replaced. */
const HEADERS_MARK =
  "# Written by the post-build step: each page's own Content-Security-Policy, as in its <meta>.";

/** The not-found page's files: not pages of their own (the hosts answer 404 at their addresses). */
const NOT_FOUND_FILES = new Set(["404.html", "404/index.html", "_not-found/index.html"]);

/**
 * A page's policy as a header.
 * @param {string} pagePolicy
 */
export function headerPolicy(pagePolicy) {
  return `${pagePolicy}; ${FRAME_ANCESTORS}`;
}

/**
 * "portfolio/index.html" → "/portfolio/"; null for a file that is not a page of its own.
 * @param {string} file
 * @returns {string | null}
 */
export function pageAddress(file) {
  if (NOT_FOUND_FILES.has(file) || !(file === "index.html" || file.endsWith("/index.html"))) return null;
  return `/${file.slice(0, -"index.html".length)}`;
}

/**
 * The home page first, then shallower pages before deeper ones: the order they keep a rule in.
 * @param {PagePolicy} a
 * @param {PagePolicy} b
 */
function byAddress(a, b) {
  const depth = (/** @type {string} */ address) => address.split("/").length;
  return depth(a.address) - depth(b.address) || a.address.localeCompare(b.address);
}

/**
 * `_headers` with a rule per page after the copied ones, as many as Pages reads; returns the text
 * and the addresses left with the site-wide header.
 * @param {string} headers
 * @param {Pick<PagePolicy, "address" | "policy">[]} pages
 */
export function headersWithPagePolicies(headers, pages) {
  const copied = (headers.split(HEADERS_MARK)[0] ?? "").trimEnd();
  const copiedRules = copied.split("\n").filter((line) => /^[^\s#]/.test(line)).length;
  const lines = [copied, "", HEADERS_MARK];
  /** @type {string[]} */
  const leftOut = [];
  let rules = copiedRules;
  for (const { address, policy } of pages) {
    const line = `  Content-Security-Policy: ${headerPolicy(policy)}`;
    if (rules >= MAX_HEADER_RULES || line.length > MAX_HEADER_LINE) {
      leftOut.push(address);
      continue;
    }
    lines.push(address, "  ! Content-Security-Policy", line);
    rules++;
  }
  return { text: `${lines.join("\n")}\n`, leftOut };
}

/**
 * The nginx map entries: a regular expression matching the statuses that send a page and its file's
 * path, and the page's header. (Regular expressions, as an exact key longer than nginx's hash
 * bucket, 64 bytes, fails the configuration: a film's path can be 90.)
 * @param {Pick<PagePolicy, "file" | "policy">[]} pages
 */
export function nginxPolicies(pages) {
  const entries = pages.map(({ file, policy }) => {
    const value = headerPolicy(policy);
    if (/["\\]/.test(value)) throw new PostbuildError(file, "has a CSP nginx cannot quote");
    const path = `/${file}`.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return `"~^(?:200|206|304) ${path}$" "${value}";`;
  });
  return [
    "# Written by the post-build step: each page's Content-Security-Policy as a header, by the status",
    "# and the file nginx sends, for the map in deploy/nginx/site.conf (read when nginx loads).",
    ...entries,
    "",
  ].join("\n");
}

/**
 * Writes both files into `outDir` from `files`: every HTML file of the export (a path relative to
 * it, with "/") and its page's policy. Returns how many pages got a `_headers` rule and which
 * were left out. A page without a policy (none today: every page gets one) keeps the site-wide header.
 * @param {string} outDir
 * @param {{ file: string, policy: string | null }[]} files
 */
export function writeHeaderPolicies(outDir, files) {
  /** @type {PagePolicy[]} */
  const pages = [];
  for (const { file, policy } of files) {
    const address = pageAddress(file);
    if (address !== null && policy) pages.push({ file, address, policy });
  }
  pages.sort(byAddress);
  const headersFile = join(outDir, "_headers");
  // An export with no _headers of its own (a project without public/_headers) gets one holding the
  // page rules alone.
  let headers = "";
  try {
    headers = readFileSync(headersFile, "utf8");
  } catch {
    // Nothing copied: the page rules are the whole file.
  }
  const { text, leftOut } = headersWithPagePolicies(headers, pages);
  writeIfChanged(headersFile, text);
  writeIfChanged(join(outDir, NGINX_POLICIES_FILE), nginxPolicies(pages));
  return { pages: pages.length - leftOut.length, leftOut };
}

/**
 * @param {string} path
 * @param {string} text
 */
function writeIfChanged(path, text) {
  /** @type {string | null} */
  let before = null;
  try {
    before = readFileSync(path, "utf8");
  } catch {
    // Not written yet.
  }
  if (before !== text) writeFileSync(path, text);
}
