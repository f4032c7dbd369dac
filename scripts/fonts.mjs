#!/usr/bin/env node
// @ts-check
/**
 * The fonts step, run by `npm run build` after `next build` and before the post-build step
 * (scripts/fonts/): it finishes the fonts next/font wrote into the export. Each font's fallback
 * face draws from Arial or its metric twins wherever the platform has one (fallback-faces.mjs);
 * each font is subset to the characters and weights the site uses and named by its bytes, with
 * faces of their own for the letters of names beyond them, fetched only when drawn
 * (subset-fonts.mjs, extension-faces.mjs; docs/decisions/font-subsetting.md). It runs first, so
 * the post-build step preloads and hashes the pages with the fonts' final names. It reads
 * next/font's conventions, not Next's private output: on a Next the post-build step is not proved
 * on, a convention that no longer holds is a warning and the step does without
 * (scripts/postbuild/conventions.mjs); on a proved one it fails the build, naming the file.
 *
 *   node scripts/fonts.mjs [outDir]
 */
import { subsetFonts } from "./fonts/subset-fonts.mjs";
import { widenExportFallbackFaces } from "./fonts/fallback-faces.mjs";
import { whenConventionMissed } from "./postbuild/conventions.mjs";
import { PostbuildError } from "./postbuild/html.mjs";
import { installedNextVersion, isProvedNextVersion } from "./postbuild/next-output.mjs";

const outDir = process.argv[2] ?? "out";
const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

try {
  if (!isProvedNextVersion(installedNextVersion())) whenConventionMissed("warn");
  const fallbacks = widenExportFallbackFaces(outDir);
  // No face at all has been warned of already (conventions.mjs).
  if (fallbacks.faces > 0)
    console.log(
      fallbacks.changed === 0
        ? `fonts: the ${fallbacks.faces} fallback faces already draw from Arial or its metric twins.`
        : `fonts: ${fallbacks.faces} fallback faces draw from Arial or its metric twins (Helvetica, Liberation Sans, Arimo, Roboto).`,
    );
  const { fonts, extensions } = await subsetFonts(outDir);
  console.log(
    fonts.every(({ file, name }) => file.endsWith(`/${name}`))
      ? "fonts: already subset and named by their bytes."
      : `fonts: subset to the characters the site uses: ${fonts
          .map(({ name, from, to }) => `${name} ${kib(from)} → ${kib(to)}`)
          .join(", ")}; the letters of names beyond them in faces fetched when drawn: ${extensions
          .map(({ family, file, characters }) => `${family} ${characters} in ${file}`)
          .join(", ")}.`,
  );
} catch (error) {
  if (!(error instanceof PostbuildError)) throw error;
  console.error(`fonts failed: ${error.message}`);
  process.exit(1);
}
