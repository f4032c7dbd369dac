// @ts-check
/**
 * What every page must look like after the steps, checked on the finished tree before anything is
 * written: a step that half-succeeds (a changed tag shape, a second run, a hand edit) fails the build
 * here instead of shipping a page that loads no framework, hydrates against the wrong tree or
 * breaks its own CSP. The checks of the finished HTML (the CSP, the font preloads) hold on every
 * page; those of Next's rewritten output only where the private steps ran (pipeline.mjs).
 */
import { allowedScriptHashes, isCspMeta, needsScriptHash, scriptHash } from "./csp.mjs";
import { isFlightBlock } from "./flight-data.mjs";
import { isFontPreload } from "./font-preloads.mjs";
import { PostbuildError, attr, elements, isExecutableInlineScript, textOf } from "./html.mjs";
import { FLIGHT_QUEUE, isFrameworkScript } from "./next-output.mjs";
import { isPaintFirstLoader, loaderSources } from "./paint-first.mjs";

/** @typedef {import("./html.mjs").Document} Document */
/** @typedef {import("./html.mjs").Element} Element */
/** @typedef {import("./pipeline.mjs").PrivateSteps} PrivateSteps */

const QUEUE_NAME = FLIGHT_QUEUE.replace(/^self\./, "");

/**
 * What is wrong with the finished HTML, whichever steps ran: one CSP before any script, allowing
 * every inline script, and the font preloads.
 * @param {Element[]} all
 * @param {string[]} fontHrefs
 */
function finishedHtmlProblems(all, fontHrefs) {
  const problems = [];
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
  const preloaded = new Set(all.filter(isFontPreload).map((node) => attr(node, "href")));
  const missing = fontHrefs.filter((href) => !preloaded.has(href));
  if (missing.length > 0) problems.push(`does not preload the fonts ${missing.join(", ")}`);
  return problems;
}

/**
 * What is wrong with the paint-first loader and the flight data it hands Next.
 * @param {Element[]} all
 * @param {boolean} flightJson whether the flight data should be data blocks
 */
function paintFirstProblems(all, flightJson) {
  const problems = [];
  // Any inline script that still names Next's flight queue, other than the loader that hands it the
  // data blocks, is flight data in a shape the flight-data step did not recognise.
  const flightScripts = all.filter(
    (node) =>
      isExecutableInlineScript(node) && !isPaintFirstLoader(node) && textOf(node).includes(QUEUE_NAME),
  );
  if (flightJson && flightScripts.length > 0)
    problems.push(
      `still has ${flightScripts.length} inline scripts feeding ${FLIGHT_QUEUE} (not data blocks)`,
    );
  const outside = all.filter(isFrameworkScript);
  if (outside.length > 0)
    problems.push(`still has ${outside.length} framework <script> tags outside the loader`);
  const loaders = all.filter(isPaintFirstLoader);
  if (loaders.length !== 1) problems.push(`has ${loaders.length} paint-first loaders, not exactly one`);
  else if (loaderSources(/** @type {Element} */ (loaders[0])).length === 0)
    problems.push("has a paint-first loader that loads no scripts");
  // The framework hydrates against the flight data: without any, it would find nothing to hydrate.
  const flightData = flightJson ? all.some(isFlightBlock) : flightScripts.length > 0;
  if ((loaders.length > 0 || outside.length > 0) && !flightData)
    problems.push("loads the framework but has no flight data the flight-data step recognised");
  return problems;
}

/**
 * Every problem of a finished page, for the steps that ran on it.
 * @param {Document} document
 * @param {string[]} fontHrefs
 * @param {PrivateSteps} steps
 */
export function problemsWith(document, fontHrefs, steps) {
  const all = elements(document);
  const problems = finishedHtmlProblems(all, fontHrefs);
  if (steps.paintFirst) problems.push(...paintFirstProblems(all, steps.flightJson));
  else if (all.some(isPaintFirstLoader) || all.some(isFlightBlock))
    problems.push(
      "was rewritten by an earlier run with paint-first loading: build it again from `next build`",
    );
  return problems;
}

/**
 * @param {Document} document
 * @param {string} file
 * @param {string[]} fontHrefs
 * @param {PrivateSteps} steps
 */
export function assertPage(document, file, fontHrefs, steps) {
  const problems = problemsWith(document, fontHrefs, steps);
  if (problems.length > 0) throw new PostbuildError(file, problems.join("; "));
}
