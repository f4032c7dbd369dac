// @ts-check
/**
 * Step 4: every page carries a strict Content-Security-Policy `<meta>` whose script-src allows
 * this site's files plus the SHA-256 hashes of that page's own inline scripts (the paint-first
 * loader among them): no 'unsafe-inline', no 'unsafe-eval'. With analytics on, script-src and
 * connect-src gain exactly the chosen tracker's hosts. It sits right after `<meta charset>`,
 * which Next writes first in the head (next-output.mjs), so before any script. Headers a `<meta>` cannot carry (frame-ancestors, HSTS…) ship in
 * public/_headers and deploy/nginx/.
 */
import { createHash } from "node:crypto";
import {
  PostbuildError,
  attr,
  createElement,
  findAll,
  headOf,
  insertAfter,
  isExecutableInlineScript,
  prepend,
  setAttr,
  textOf,
} from "./html.mjs";
import { conventionMissed } from "./conventions.mjs";

/** @typedef {import("./html.mjs").Document} Document */
/** @typedef {import("./html.mjs").Element} Element */
/** The hosts an analytics tracker needs, by directive. @typedef {{ script: string[], connect: string[] }} AnalyticsHosts */

// Images are all the site's own (the films' stills are copied into the export at build time).
const THIRD_PARTIES = {
  frames: ["https://hello.withmoxie.com", "https://www.youtube-nocookie.com"],
};

/** @param {Element} node */
export function isCspMeta(node) {
  return node.tagName === "meta" && attr(node, "http-equiv")?.toLowerCase() === "content-security-policy";
}

/** @param {string} code */
export function scriptHash(code) {
  return `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;
}

/**
 * The inline scripts script-src must allow: the executable ones, and speculation rules, which the
 * browser applies only when the policy allows them (by hash here: no 'inline-speculation-rules').
 * @param {Element} node
 */
export function needsScriptHash(node) {
  return (
    isExecutableInlineScript(node) ||
    (node.tagName === "script" &&
      attr(node, "src") === null &&
      attr(node, "type")?.trim().toLowerCase() === "speculationrules")
  );
}

/** @param {Document} document */
export function inlineScriptHashes(document) {
  return [...new Set(findAll(document, needsScriptHash).map((node) => scriptHash(textOf(node))))];
}

/**
 * The analytics tracker's hosts, from the `<meta name="csp-analytics">` the layout writes when the
 * owner has chosen a provider (components/analytics/site-analytics.tsx): `{ script, connect }`,
 * each a list of https origins, empty with analytics off. Anything else in it fails the build.
 * @param {Document} document
 * @param {string} file
 * @returns {AnalyticsHosts}
 */
export function analyticsHosts(document, file) {
  /** @type {AnalyticsHosts} */
  const hosts = { script: [], connect: [] };
  const meta = findAll(
    headOf(document, file),
    (node) => node.tagName === "meta" && attr(node, "name") === ANALYTICS_META,
  )[0];
  if (!meta) return hosts;
  for (const directive of (attr(meta, "content") ?? "").split(";")) {
    const [name, ...origins] = directive.trim().split(/\s+/);
    /** @type {Record<string, keyof AnalyticsHosts>} */
    const keys = { "script-src": "script", "connect-src": "connect" };
    const key = name === undefined ? undefined : keys[name];
    const valid =
      origins.length > 0 && origins.every((origin) => /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin));
    if (!key || !valid)
      throw new PostbuildError(file, `has a ${ANALYTICS_META} meta the CSP step cannot read: "${directive}"`);
    hosts[key].push(...origins);
  }
  return hosts;
}

const ANALYTICS_META = "csp-analytics";

/**
 * @param {string[]} hashes
 * @param {AnalyticsHosts} [hosts]
 */
export function policyFor(hashes, hosts = { script: [], connect: [] }) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hosts.script, ...hashes].join(" "),
    // Radix and sonner set style attributes and sonner injects its stylesheet at runtime.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...hosts.connect].join(" "),
    `frame-src ${THIRD_PARTIES.frames.join(" ")}`,
    "manifest-src 'self'",
    "media-src 'self'",
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * Writes (or rewrites) the page's one CSP meta from its current inline scripts.
 * @param {Document} document
 * @param {string} file
 */
export function applyCsp(document, file) {
  const metas = findAll(document, isCspMeta);
  if (metas.length > 1) throw new PostbuildError(file, `has ${metas.length} CSP <meta> tags; expected one`);
  const content = policyFor(inlineScriptHashes(document), analyticsHosts(document, file));
  if (metas[0]) {
    setAttr(metas[0], "content", content);
    return;
  }
  const charset = findAll(
    headOf(document, file),
    (node) => node.tagName === "meta" && attr(node, "charset") !== null,
  )[0];
  const meta = createElement("meta", { "http-equiv": "Content-Security-Policy", content });
  if (charset) return insertAfter(charset, meta);
  conventionMissed(file, "found no <meta charset> in <head> to put the CSP after", "puts it first in <head>");
  prepend(headOf(document, file), meta);
}

/**
 * The hashes a page's CSP meta allows in script-src.
 * @param {Element} meta
 */
export function allowedScriptHashes(meta) {
  const scriptSrc = (attr(meta, "content") ?? "")
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("script-src "));
  return new Set((scriptSrc ?? "").split(/\s+/).filter((token) => token.startsWith("'sha256-")));
}
