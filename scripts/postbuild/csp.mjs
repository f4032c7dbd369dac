/**
 * Step 4: every page carries a strict Content-Security-Policy `<meta>` whose script-src allows
 * this site's files plus the SHA-256 hashes of that page's own inline scripts (the paint-first
 * loader among them): no 'unsafe-inline', no 'unsafe-eval'. It sits right after `<meta charset>`,
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
  setAttr,
  textOf,
} from "./html.mjs";

const THIRD_PARTIES = {
  frames: ["https://hello.withmoxie.com", "https://www.youtube-nocookie.com"],
  images: ["https://i.ytimg.com"],
};

export function isCspMeta(node) {
  return node.tagName === "meta" && attr(node, "http-equiv")?.toLowerCase() === "content-security-policy";
}

export function scriptHash(code) {
  return `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;
}

export function inlineScriptHashes(document) {
  return [...new Set(findAll(document, isExecutableInlineScript).map((node) => scriptHash(textOf(node))))];
}

export function policyFor(hashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    // Radix and sonner set style attributes and sonner injects its stylesheet at runtime.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${THIRD_PARTIES.images.join(" ")}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${THIRD_PARTIES.frames.join(" ")}`,
    "manifest-src 'self'",
    "media-src 'self'",
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** Writes (or rewrites) the page's one CSP meta from its current inline scripts. */
export function applyCsp(document, file) {
  const metas = findAll(document, isCspMeta);
  if (metas.length > 1) throw new PostbuildError(file, `has ${metas.length} CSP <meta> tags; expected one`);
  const content = policyFor(inlineScriptHashes(document));
  if (metas.length === 1) {
    setAttr(metas[0], "content", content);
    return;
  }
  const charset = findAll(
    headOf(document),
    (node) => node.tagName === "meta" && attr(node, "charset") !== null,
  )[0];
  if (!charset) throw new PostbuildError(file, "found no <meta charset> in <head> to put the CSP after");
  insertAfter(charset, createElement("meta", { "http-equiv": "Content-Security-Policy", content }));
}

/** The hashes a page's CSP meta allows in script-src. */
export function allowedScriptHashes(meta) {
  const scriptSrc = (attr(meta, "content") ?? "")
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("script-src "));
  return new Set((scriptSrc ?? "").split(/\s+/).filter((token) => token.startsWith("'sha256-")));
}
