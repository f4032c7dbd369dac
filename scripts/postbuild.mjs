#!/usr/bin/env node
/**
 * Post-build step run by `npm run build` after `next build`: font preloads on every page, the
 * framework scripts loaded after the first paint, and a hashed CSP per page (scripts/postbuild/).
 * Fails the build, naming the file and what was not found, when Next's output is not what it expects.
 *
 *   node scripts/postbuild.mjs [outDir]
 */
import { PostbuildError } from "./postbuild/html.mjs";
import { postbuildDir } from "./postbuild/pipeline.mjs";

try {
  const summary = postbuildDir(process.argv[2] ?? "out");
  if (summary.changed === 0) {
    console.log(`postbuild: all ${summary.pages} pages were already done; nothing changed.`);
  } else {
    console.log(
      `postbuild: ${summary.changed} of ${summary.pages} pages rewritten: fonts preloaded on ` +
        `${summary.fontsAddedTo.join(", ") || "none missing"}; framework scripts after first paint on ` +
        `${summary.deferred}; a hashed CSP on every page.`,
    );
  }
} catch (error) {
  if (!(error instanceof PostbuildError)) throw error;
  console.error(`postbuild failed: ${error.message}`);
  process.exit(1);
}
