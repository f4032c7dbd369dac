#!/usr/bin/env node
/**
 * Post-build step: lets every exported page paint before the framework's JavaScript is fetched.
 *
 * Next puts its chunks in the head as `<script async>` (plus a low-priority preload). The browser
 * requests them at once, so on a slow phone they compete with the stylesheet and fonts for the
 * first bytes, and on a fast one they run before the first paint. Every page here is fully
 * pre-rendered and readable without scripts, so nothing on screen needs them to paint: this step
 * removes those tags and adds one tiny inline loader that appends the same scripts, in the same
 * order, as soon as the first contentful paint has happened. The islands hydrate a frame later; the
 * page's text and images no longer wait for ~140 KiB of framework code.
 *
 * The `noModule` polyfill tag is left alone (modern browsers skip it). Runs before scripts/csp.mjs,
 * which hashes the loader like any other inline script.
 *
 *   node scripts/paint-first.mjs [outDir]
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const outDir = process.argv[2] ?? "out";

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"]+\.js"\/>/g;

/**
 * The loader starts the requests once the browser reports the first contentful paint (a paint
 * observer, so the page really is on screen), after 3 s at the latest, and at once in a tab that
 * is hidden (it gets no paints) or a browser without paint timing.
 */
function loader(sources) {
  return (
    "(function(s){var done=false;function l(){if(done)return;done=true;s.forEach(function(u){" +
    "var e=document.createElement('script');e.src=u;e.async=true;document.head.appendChild(e)})}" +
    "if(document.visibilityState==='hidden')return l();setTimeout(l,3000);" +
    "try{new PerformanceObserver(function(list){list.getEntries().forEach(function(e){" +
    "if(e.name==='first-contentful-paint')setTimeout(l,0)})}).observe({type:'paint',buffered:true})}" +
    "catch(e){l()}})(" +
    JSON.stringify(sources) +
    ")"
  );
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

let pages = 0;
for (const file of htmlFiles(outDir)) {
  const html = readFileSync(file, "utf8");
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) continue;
  const deferred = html
    .replace(CHUNK_SCRIPT, "")
    .replace(CHUNK_PRELOAD, "")
    .replace("</body>", `<script>${loader(sources)}</script></body>`);
  writeFileSync(file, deferred);
  pages += 1;
}

if (pages === 0) {
  console.error("paint-first: no framework script tags found; has Next changed its output?");
  process.exit(1);
}
console.log(`paint-first: ${pages} pages paint before loading their scripts.`);
