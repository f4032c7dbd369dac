/*
 * The owner's images on disk, for the launch check and the build's image step: which owner file a
 * build uses, where its images live, what each image file is, and the resize itself (sharp).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import type { OwnerDetails } from "@/content/owner-types";
import { ownerClips, ownerImages, type ImageFacts } from "@/lib/launch-check";
import {
  isResizable,
  type OwnerImageKind,
  OWNER_IMAGE_SPECS,
  type ResizedImage,
} from "@/lib/owner-image-specs";

/** An owner module: its details and, optionally, the folder its images are in (public/ otherwise). */
type OwnerModule = { owner: OwnerDetails; publicFolder?: string };

export async function loadOwnerModule(file: string): Promise<{ owner: OwnerDetails; publicFolder: string }> {
  const loaded = (await import(pathToFileURL(path.resolve(file)).href)) as OwnerModule;
  return { owner: loaded.owner, publicFolder: loaded.publicFolder ?? "public" };
}

/** Size in bytes and, for a raster photo, its pixels (after the camera's rotation), of each owner image and clip found. */
export async function inspectOwnerImages(
  owner: OwnerDetails,
  publicFolder: string,
): Promise<Map<string, ImageFacts>> {
  const facts = new Map<string, ImageFacts>();
  for (const { src } of [...ownerImages(owner), ...ownerClips(owner)]) {
    const file = path.join(publicFolder, src);
    if (!src.startsWith("/") || facts.has(src) || !existsSync(file)) continue;
    const bytes = statSync(file).size;
    if (!isResizable(src)) {
      facts.set(src, { bytes });
      continue;
    }
    try {
      const meta = await sharp(file).metadata();
      const turned = (meta.orientation ?? 1) >= 5;
      facts.set(src, {
        bytes,
        width: turned ? meta.height : meta.width,
        height: turned ? meta.width : meta.height,
      });
    } catch {
      // Not an image sharp can read: reported as missing pixels rather than a crash.
      facts.set(src, { bytes, width: 0, height: 0 });
    }
  }
  return facts;
}

/** "/events/keynote.jpg" → "events-keynote": readable output names. */
function slugOf(src: string): string {
  return src
    .replace(/^\/+/, "")
    .replace(/\.[^./]+$/, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .toLowerCase();
}

/**
 * Crops `source` to the layout's shape for `kind` (from the centre) and writes it as WebP at each
 * of the layout's widths the source is large enough for (always at least one), into `outDir`; a
 * kind that keeps the whole image (a logo: `fit: "contain"`) is scaled to fit inside the layout's
 * box instead, transparency kept. Names carry a hash of the source and the spec, so a replaced
 * photo gets new addresses and an unchanged one is not encoded again. Returns the files as
 * `urlPrefix` + name.
 */
export async function resizeOwnerImage(
  source: string,
  kind: OwnerImageKind,
  outDir: string,
  urlPrefix: string,
  name: string,
): Promise<ResizedImage> {
  const spec = OWNER_IMAGE_SPECS[kind];
  const input = readFileSync(source);
  const hash = createHash("sha256").update(input).update(JSON.stringify(spec)).digest("hex").slice(0, 10);
  const meta = await sharp(input).rotate().metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const sourceWidth = (turned ? meta.height : meta.width) ?? 0;
  const sourceHeight = (turned ? meta.width : meta.height) ?? 0;
  if (spec.fit === "contain")
    return containOwnerImage(
      input,
      spec,
      { sourceWidth, sourceHeight },
      outDir,
      urlPrefix,
      `${slugOf(name)}-${hash}`,
    );

  const croppable = Math.floor(Math.min(sourceWidth, sourceHeight * spec.aspect));
  const fitting = spec.widths.filter((width) => width <= croppable);
  const widths =
    fitting.length > 0 ? fitting : [Math.max(1, Math.min(croppable, spec.widths[0] ?? croppable))];

  const files: ResizedImage["files"] = [];
  for (const width of widths) {
    const height = Math.round(width / spec.aspect);
    const file = `${slugOf(name)}-${hash}-${width}.webp`;
    const target = path.join(outDir, file);
    if (!existsSync(target)) {
      await sharp(input)
        .rotate()
        .resize({ width, height, fit: "cover", position: "centre" })
        .webp({ quality: 80 })
        .toFile(target);
    }
    files.push({ src: `${urlPrefix}/${file}`, width });
  }
  const largest = widths[widths.length - 1] ?? 1;
  return { width: largest, height: Math.round(largest / spec.aspect), files };
}

/**
 * The whole image scaled to fit inside each of the layout's boxes it fills in width or height
 * (never enlarged; at least the smallest box), each file as wide as the scaled image is.
 */
async function containOwnerImage(
  input: Buffer,
  spec: (typeof OWNER_IMAGE_SPECS)[OwnerImageKind],
  { sourceWidth, sourceHeight }: { sourceWidth: number; sourceHeight: number },
  outDir: string,
  urlPrefix: string,
  stem: string,
): Promise<ResizedImage> {
  const boxes = spec.widths.map((width) => ({ width, height: Math.round(width / spec.aspect) }));
  const filled = boxes.filter((box) => sourceWidth >= box.width || sourceHeight >= box.height);
  const chosen = filled.length > 0 ? filled : boxes.slice(0, 1);
  const files: ResizedImage["files"] = [];
  let largest = { width: 1, height: 1 };
  for (const box of chosen) {
    const target = path.join(outDir, `${stem}-${box.width}.webp`);
    if (!existsSync(target)) {
      await sharp(input)
        .rotate()
        .resize({ ...box, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 90 })
        .toFile(target);
    }
    const written = await sharp(target).metadata();
    const width = written.width ?? box.width;
    // Two boxes the image only partly fills can scale it to the same size: one file is enough.
    if (files.some((file) => file.width === width)) continue;
    files.push({ src: `${urlPrefix}/${path.basename(target)}`, width });
    largest = { width, height: written.height ?? box.height };
  }
  return { ...largest, files };
}
