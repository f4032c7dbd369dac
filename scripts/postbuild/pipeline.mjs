/**
 * The post-build step: each exported HTML page is parsed once, rewritten in a fixed order (font
 * preloads, flight data out of inline scripts, static sections left to the HTML, then the
 * paint-first loader, then the CSP, which must hash the loader), checked, and written only if it
 * changed; then each page's policy goes into the hosts' header files, and the chunks the loaders
 * start get their compile hint. A second run finds every
 * page and chunk done and changes nothing.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { assertPage } from "./checks.mjs";
import { applyCsp, isCspMeta } from "./csp.mjs";
import { writeHeaderPolicies } from "./header-policies.mjs";
import { addFontPreloads, fontHref, fontPreloadsOf } from "./font-preloads.mjs";
import { PostbuildError, attr, findAll, parseHtml, serializeHtml } from "./html.mjs";
import { addCompileHints } from "./compile-hints.mjs";
import { moveFlightDataOutOfScripts } from "./flight-data.mjs";
import { CHUNKS_DIR, HOME_PAGE, chunkUrl } from "./next-output.mjs";
import { deferFrameworkScripts, isPaintFirstLoader, loaderSources } from "./paint-first.mjs";
import { leaveStaticSectionsToHtml } from "./static-sections.mjs";

/** Rewrites one page; `fontPreloads` are the home page's, as attribute lists. */
export function postbuildPage(html, file, fontPreloads) {
  const document = parseHtml(html);
  const fontsAdded = addFontPreloads(document, fontPreloads);
  const flightBlocks = moveFlightDataOutOfScripts(document, file);
  const staticSections = leaveStaticSectionsToHtml(document, file);
  const scriptsDeferred = deferFrameworkScripts(document, file);
  applyCsp(document, file);
  assertPage(document, file, fontPreloads.map(fontHref));
  const loader = findAll(document, isPaintFirstLoader)[0];
  return {
    html: serializeHtml(document),
    fontsAdded,
    flightBlocks,
    staticSections,
    scriptsDeferred,
    sources: loaderSources(loader),
    policy: attr(findAll(document, isCspMeta)[0], "content"),
  };
}

/**
 * The other chunks in the export (dialogs, the resizer, sonner…): fetched only when needed, and
 * then run at once, so they gain from the hint too. Skipped when any page loads its chunks with
 * `integrity` (Next's SRI), whose manifest would no longer match.
 */
function lazyChunks(outDir, startupChunks) {
  const sources = [...startupChunks.values()];
  if (sources.some((source) => source.integrity)) return [];
  const dir = join(outDir, CHUNKS_DIR);
  let names = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".js"));
  } catch {
    return [];
  }
  return names.map((name) => ({ src: chunkUrl(name) })).filter((source) => !startupChunks.has(source.src));
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/** Runs the step over an export folder; every page is checked before any is written. */
export function postbuildDir(outDir) {
  const homeFile = join(outDir, HOME_PAGE);
  let home;
  try {
    home = readFileSync(homeFile, "utf8");
  } catch {
    throw new PostbuildError(homeFile, "not found: run `next build` first");
  }
  const fontPreloads = fontPreloadsOf(parseHtml(home));
  if (fontPreloads.length === 0) {
    throw new PostbuildError(homeFile, 'found no <link rel="preload" as="font"> to copy to the other pages');
  }

  const results = htmlFiles(outDir).map((file) => {
    const before = readFileSync(file, "utf8");
    const result = postbuildPage(before, relative(process.cwd(), file), fontPreloads);
    return { file, ...result, changed: result.html !== before };
  });
  for (const { file, html, changed } of results) if (changed) writeFileSync(file, html);
  const startupChunks = new Map(
    results.flatMap((result) => result.sources).map((source) => [source.src, source]),
  );
  const headerPolicies = writeHeaderPolicies(
    outDir,
    results.map(({ file, policy }) => ({ file: relative(outDir, file).split(sep).join("/"), policy })),
  );
  const hinted = addCompileHints(outDir, [...startupChunks.values(), ...lazyChunks(outDir, startupChunks)]);

  return {
    pages: results.length,
    changed: results.filter((result) => result.changed).length,
    fontsAddedTo: results
      .filter((result) => result.fontsAdded > 0)
      .map((result) => relative(outDir, result.file)),
    flightAsJson: results.filter((result) => result.flightBlocks > 0).length,
    staticSections: results.reduce((total, result) => total + result.staticSections.sections, 0),
    flightBytesSaved: results.reduce(
      (total, result) => total + result.staticSections.before - result.staticSections.after,
      0,
    ),
    deferred: results.filter((result) => result.scriptsDeferred > 0).length,
    hinted,
    headerPolicies,
  };
}
