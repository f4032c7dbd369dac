/**
 * What every page must look like after the steps, checked on the finished tree before anything is
 * written: a step that half-succeeds (a changed tag shape, a second run, a hand edit) fails the build
 * here instead of shipping a page that loads no framework, hydrates against the wrong tree or
 * breaks its own CSP.
 */
import { allowedScriptHashes, isCspMeta, needsScriptHash, scriptHash } from "./csp.mjs";
import { isFontPreload } from "./font-preloads.mjs";
import { PostbuildError, attr, elements, isExecutableInlineScript, textOf } from "./html.mjs";
import { FLIGHT_QUEUE, isFrameworkScript } from "./next-output.mjs";
import { isPaintFirstLoader, loaderSources } from "./paint-first.mjs";
import {
  STATIC_HTML_ATTRIBUTE,
  STRIPPED_ID_PROP,
  isFlightBlock,
  readStaticSections,
} from "./static-sections.mjs";

const QUEUE_NAME = FLIGHT_QUEUE.replace(/^self\./, "");

/** The outermost elements of the HTML marked as static sections (what is inside one goes with it). */
function outermostStatic(all) {
  const marked = new Set(all.filter((node) => attr(node, STATIC_HTML_ATTRIBUTE) !== null));
  return [...marked].filter((node) => {
    for (let parent = node.parentNode; parent; parent = parent.parentNode)
      if (marked.has(parent)) return false;
    return true;
  });
}

/** What is wrong between the page's static elements in its flight data and in its HTML. */
function staticSectionProblems(document, all, file) {
  const { elements, heads } = readStaticSections(document, file);
  const problems = [];
  const kept = elements.filter((element) => "children" in element[3] || !(STRIPPED_ID_PROP in element[3]));
  if (kept.length > 0) problems.push(`still has ${kept.length} static elements' content in its flight data`);
  const ids = elements.map((element) => element[3][STRIPPED_ID_PROP]);
  if (ids.some((id, index) => id !== index))
    problems.push(`numbers its static elements ${ids.join(",")}, not 0 to ${ids.length - 1}`);
  const inHtml = outermostStatic(all).length;
  if (inHtml !== elements.length) {
    problems.push(
      `has ${elements.length} static elements in its flight data but ${inHtml} in its HTML: a static run must be ` +
        "rendered with the page (not only once an island opens)",
    );
  }
  const headsLeft = heads.filter((element) => element[3].children !== null);
  if (headsLeft.length > 0) problems.push("still has Next's head tags in its flight data");
  return problems;
}

export function problemsWith(document, fontHrefs, file) {
  const problems = [];
  const all = elements(document);

  const metas = all.filter(isCspMeta);
  if (metas.length !== 1) problems.push(`has ${metas.length} CSP <meta> tags, not exactly one`);
  const [meta] = metas;
  if (meta) {
    const firstScript = all.findIndex((node) => node.tagName === "script");
    if (firstScript !== -1 && firstScript < all.indexOf(meta))
      problems.push("has a <script> before its CSP <meta>");
    const allowed = allowedScriptHashes(meta);
    const unhashed = all.filter((node) => needsScriptHash(node) && !allowed.has(scriptHash(textOf(node))));
    if (unhashed.length > 0)
      problems.push(`has ${unhashed.length} inline scripts whose hash is not in its CSP`);
  }

  // Any inline script that still names Next's flight queue, other than the loader that hands it the
  // data blocks, is flight data in a shape the flight-data step did not recognise.
  const flightScripts = all.filter(
    (node) =>
      isExecutableInlineScript(node) && !isPaintFirstLoader(node) && textOf(node).includes(QUEUE_NAME),
  );
  if (flightScripts.length > 0)
    problems.push(
      `still has ${flightScripts.length} inline scripts feeding ${FLIGHT_QUEUE} (not data blocks)`,
    );

  const outside = all.filter(isFrameworkScript);
  if (outside.length > 0)
    problems.push(`still has ${outside.length} framework <script> tags outside the loader`);
  const loaders = all.filter(isPaintFirstLoader);
  if (loaders.length !== 1) problems.push(`has ${loaders.length} paint-first loaders, not exactly one`);
  else if (loaderSources(loaders[0]).length === 0)
    problems.push("has a paint-first loader that loads no scripts");
  // The framework hydrates against the flight data: without any, it would find nothing to hydrate.
  if ((loaders.length > 0 || outside.length > 0) && !all.some(isFlightBlock))
    problems.push("loads the framework but has no flight data the flight-data step recognised");

  problems.push(...staticSectionProblems(document, all, file));

  const preloaded = new Set(all.filter(isFontPreload).map((node) => attr(node, "href")));
  const missing = fontHrefs.filter((href) => !preloaded.has(href));
  if (missing.length > 0) problems.push(`does not preload the fonts ${missing.join(", ")}`);

  return problems;
}

export function assertPage(document, file, fontHrefs) {
  const problems = problemsWith(document, fontHrefs, file);
  if (problems.length > 0) throw new PostbuildError(file, problems.join("; "));
}
