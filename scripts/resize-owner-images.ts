/*
 * The build's image step (scripts/build.mjs runs it before `next build`): every owner photo
 * (founder portrait, client photos and logos, event photos, carousel post images; a film's still is scripts/film-stills.ts's) is cropped to the shape the layout shows
 * it in and written as WebP at the layout's widths into public/owner-images/, with a manifest
 * (.generated/owner-images.json) the components read to set src, srcset, width and height. Both
 * are git-ignored outputs; the photos the owner dropped in are the inputs the export stamp hashes.
 * Vector artwork (SVG) is served as it is. The owner file is OWNER_MODULE's, as for the launch check.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { ownerImages } from "@/lib/launch-check";
import { extraCrops } from "@/lib/launch-check-proof";
import {
  cropKey,
  isResizable,
  RESIZED_FOLDER,
  RESIZED_MANIFEST,
  type ResizedImage,
} from "@/lib/owner-image-specs";
import { loadOwnerModule, resizeOwnerImage } from "./owner-images";

async function main() {
  // One image at a time: the build shares the machine with everything else.
  sharp.concurrency(1);
  const { owner, publicFolder } = await loadOwnerModule(process.env.OWNER_MODULE || "content/owner.ts");
  const outDir = path.join("public", RESIZED_FOLDER);
  mkdirSync(outDir, { recursive: true });

  const manifest: Record<string, ResizedImage> = {};
  // Each image under its address; a second crop of one (extraCrops) under cropKey(address, kind).
  const wanted = [
    ...ownerImages(owner).map(({ src, kind }) => ({ src, kind, key: src })),
    ...extraCrops(owner).map(({ src, kind }) => ({ src, kind, key: cropKey(src, kind) })),
  ];
  for (const { src, kind, key } of wanted) {
    // A film's own still is made with every other film's, by scripts/film-stills.ts.
    if (kind === "videoPoster") continue;
    const source = path.join(publicFolder, src);
    if (!src.startsWith("/") || !isResizable(src) || manifest[key] || !existsSync(source)) continue;
    manifest[key] = await resizeOwnerImage(source, kind, outDir, `/${RESIZED_FOLDER}`, src);
  }

  // Files of photos since replaced or removed would otherwise ship too.
  const kept = new Set(
    Object.values(manifest).flatMap((image) => image.files.map((file) => path.basename(file.src))),
  );
  for (const file of readdirSync(outDir)) if (!kept.has(file)) rmSync(path.join(outDir, file));

  mkdirSync(path.dirname(RESIZED_MANIFEST), { recursive: true });
  writeFileSync(RESIZED_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  const count = Object.keys(manifest).length;
  console.log(`Owner images: ${count} photo(s) resized into public/${RESIZED_FOLDER}/.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
