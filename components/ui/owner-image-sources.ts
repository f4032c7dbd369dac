import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  cropKey,
  RESIZED_MANIFEST,
  type ImageSources,
  type OwnerImageKind,
  type ResizedImage,
} from "@/lib/owner-image-specs";

/*
 * The owner's photos as the build resized them (scripts/resize-owner-images.ts writes the
 * manifest before `next build`), read on the server while pages render. Server components only:
 * a client component gets the sources as props.
 */

let manifest: Record<string, ResizedImage> | undefined;

function resized(): Record<string, ResizedImage> {
  if (!manifest) {
    const file = path.join(process.cwd(), RESIZED_MANIFEST);
    manifest = existsSync(file)
      ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, ResizedImage>)
      : {};
  }
  return manifest;
}

/**
 * The <img> sources for an owner image: its resized WebP files as a srcset (the middle width as
 * src) with the crop's width and height, or, for vector artwork and a build without the image step,
 * the file as it is at the size the layout draws it. `crop` asks for a second crop the build made
 * of an image listed under another kind (lib/launch-check-proof.ts's extraCrops).
 */
export function ownerImageSources(
  src: string,
  drawn: { width: number; height: number },
  crop?: OwnerImageKind,
): ImageSources {
  const image = resized()[crop ? cropKey(src, crop) : src];
  const middle = image?.files[Math.floor((image.files.length - 1) / 2)];
  if (!image || !middle) return { src, ...drawn };
  return {
    src: middle.src,
    srcSet: image.files.map((file) => `${file.src} ${file.width}w`).join(", "),
    width: image.width,
    height: image.height,
  };
}
