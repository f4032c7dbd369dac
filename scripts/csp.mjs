#!/usr/bin/env node
/**
 * Post-build step: gives every exported HTML page a strict Content-Security-Policy <meta> whose
 * script-src allows this site's files plus the SHA-256 hashes of that page's own inline scripts:
 * no 'unsafe-inline' and no 'unsafe-eval'. Runs after `next build` (see package.json "build").
 *
 * Third parties allowed: the scheduling provider's frames, the video player's frames and the
 * video platform's thumbnails. Nothing else. Headers a <meta> cannot carry (frame-ancestors,
 * HSTS…) ship in public/_headers and deploy/nginx.conf.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const outDir = process.argv[2] ?? "out";

const THIRD_PARTIES = {
  frames: ["https://hello.withmoxie.com", "https://www.youtube-nocookie.com"],
  images: ["https://i.ytimg.com"],
};

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/** Inline scripts the browser would execute (JSON-LD and other data blocks are not scripts). */
function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = attributes.match(/\stype\s*=\s*["']?([^"'\s>]+)/i)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "module", "application/javascript"].includes(type)) continue;
    scripts.push(match[2]);
  }
  return scripts;
}

function policyFor(html) {
  const hashes = [
    ...new Set(
      inlineScripts(html).map(
        (code) => `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`,
      ),
    ),
  ];
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

const MARKER = 'http-equiv="Content-Security-Policy"';
let pages = 0;
for (const file of htmlFiles(outDir)) {
  const html = readFileSync(file, "utf8");
  if (html.includes(MARKER)) throw new Error(`${file} already has a CSP: run a fresh build`);
  const meta = `<meta ${MARKER} content="${policyFor(html)}"/>`;
  // Right after the charset declaration (which must stay in the first 1024 bytes) and before any script.
  const charset = html.match(/<meta charSet="utf-8"\/>/i);
  const at = charset ? (charset.index ?? 0) + charset[0].length : html.indexOf("<head>") + "<head>".length;
  const firstScript = html.search(/<script[\s>]/i);
  if (firstScript !== -1 && firstScript < at) throw new Error(`${file}: a script precedes the CSP position`);
  writeFileSync(file, html.slice(0, at) + meta + html.slice(at));
  pages++;
}
console.log(`CSP: added a hashed Content-Security-Policy to ${pages} pages.`);
