#!/usr/bin/env node
/**
 * Post-build step run by `npm run build` after `next build`: the fonts' fallback faces drawn from
 * Arial or its metric twins wherever the platform has one, the fonts subset to the characters the
 * site uses and named by their bytes, then font preloads on every page, flight data as JSON data
 * blocks without the static sections' content, the framework scripts loaded after the first paint, a hashed CSP per page, and compile
 * hints on the start-up chunks (scripts/postbuild/).
 * Runs only on the Next versions whose output it is proved on (scripts/postbuild/next-output.mjs),
 * and fails the build, naming the file and what was not found, when Next's output is not what it
 * expects.
 *
 *   node scripts/postbuild.mjs [outDir]
 */
import { PostbuildError } from "./postbuild/html.mjs";
import { assertProvedNextVersion, installedNextVersion } from "./postbuild/next-output.mjs";
import { postbuildDir } from "./postbuild/pipeline.mjs";
import { subsetFonts } from "./postbuild/subset-fonts.mjs";
import { widenExportFallbackFaces } from "./postbuild/fallback-faces.mjs";

const outDir = process.argv[2] ?? "out";
try {
  assertProvedNextVersion(installedNextVersion());
  const fallbacks = widenExportFallbackFaces(outDir);
  console.log(
    fallbacks.changed === 0
      ? `postbuild: the ${fallbacks.faces} fallback faces already draw from Arial or its metric twins.`
      : `postbuild: ${fallbacks.faces} fallback faces draw from Arial or its metric twins (Helvetica, Liberation Sans, Arimo, Roboto).`,
  );
  // First, so that the pages are rewritten, and their CSP hashed, with the fonts' final names.
  const fonts = await subsetFonts(outDir);
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  if (fonts.every(({ file, name }) => file.endsWith(`/${name}`))) {
    console.log("postbuild: the fonts are already subset and named by their bytes.");
  } else {
    console.log(
      `postbuild: fonts subset to the characters the site uses: ${fonts
        .map(({ name, from, to }) => `${name} ${kib(from)} → ${kib(to)}`)
        .join(", ")}.`,
    );
  }
  const summary = postbuildDir(outDir);
  if (summary.changed === 0 && summary.hinted === 0) {
    console.log(`postbuild: all ${summary.pages} pages are already rewritten; nothing changed.`);
  } else {
    console.log(
      `postbuild: ${summary.changed} of ${summary.pages} pages rewritten: fonts preloaded on ` +
        `${summary.fontsAddedTo.join(", ") || "none missing"}; flight data as JSON on ` +
        `${summary.flightAsJson}; ${summary.staticSections} static sections left to the HTML ` +
        `(${kib(summary.flightBytesSaved)} less flight data); framework scripts after first paint on ` +
        `${summary.deferred}; a hashed CSP on every page; compile hints on ${summary.hinted} chunks.`,
    );
  }
  const { headerPolicies } = summary;
  console.log(
    `postbuild: ${headerPolicies.pages} pages' CSP also as a header in _headers and _page-policies.nginx` +
      (headerPolicies.leftOut.length
        ? `; Cloudflare Pages cannot take these (past its 100 rules or 2,000-character lines), which keep only frame-ancestors there: ${headerPolicies.leftOut.join(", ")}.`
        : "."),
  );
} catch (error) {
  if (!(error instanceof PostbuildError)) throw error;
  console.error(`postbuild failed: ${error.message}`);
  process.exit(1);
}
