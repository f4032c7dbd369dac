/**
 * What every page must look like after the steps, checked on the finished tree before anything is
 * written: a step that half-succeeds (a changed tag shape, a second run, a hand edit) fails the build
 * here instead of shipping a page that loads no framework or breaks its own CSP.
 */
import { allowedScriptHashes, isCspMeta, scriptHash } from "./csp.mjs";
import { isFontPreload } from "./font-preloads.mjs";
import { PostbuildError, attr, elements, isExecutableInlineScript, textOf } from "./html.mjs";
import { isFlightScript, isFrameworkScript } from "./next-output.mjs";
import { isPaintFirstLoader, loaderSources } from "./paint-first.mjs";

export function problemsWith(document, fontHrefs) {
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
    const unhashed = all.filter(
      (node) => isExecutableInlineScript(node) && !allowed.has(scriptHash(textOf(node))),
    );
    if (unhashed.length > 0)
      problems.push(`has ${unhashed.length} inline scripts whose hash is not in its CSP`);
  }

  const flightScripts = all.filter(isFlightScript);
  if (flightScripts.length > 0)
    problems.push(`still has ${flightScripts.length} inline flight-data scripts (not data blocks)`);

  const outside = all.filter(isFrameworkScript);
  if (outside.length > 0)
    problems.push(`still has ${outside.length} framework <script> tags outside the loader`);
  const loaders = all.filter(isPaintFirstLoader);
  if (loaders.length !== 1) problems.push(`has ${loaders.length} paint-first loaders, not exactly one`);
  else if (loaderSources(loaders[0]).length === 0)
    problems.push("has a paint-first loader that loads no scripts");

  const preloaded = new Set(all.filter(isFontPreload).map((node) => attr(node, "href")));
  const missing = fontHrefs.filter((href) => !preloaded.has(href));
  if (missing.length > 0) problems.push(`does not preload the fonts ${missing.join(", ")}`);

  return problems;
}

export function assertPage(document, file, fontHrefs) {
  const problems = problemsWith(document, fontHrefs);
  if (problems.length > 0) throw new PostbuildError(file, problems.join("; "));
}
