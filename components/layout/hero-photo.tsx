import { preload } from "react-dom";
import type { HeroPhoto as HeroPhotoData } from "@/content/hero-pictures";
import { OWNER_IMAGE_SPECS } from "@/lib/owner-image-specs";
import { ownerImageSources } from "@/components/ui/owner-image-sources";

/** The photo's box: the right 44% of the hero from 1024 px up, the full width below. */
const SIZES = "(min-width: 1024px) 44vw, 100vw";
/** The drawn width where the build has not resized the file (artwork, or a build without the step). */
const DRAWN_WIDTH = 800;

/**
 * An owner's photo filling an inner hero's picture box (components/layout/page-hero.tsx). It is on
 * the first screen, so it is asked for at once and at high priority (named in the head, beside the
 * stylesheet), in the smallest of the build's sizes that fills its box.
 */
export function HeroPhoto({ src, alt, crop }: HeroPhotoData) {
  const image = ownerImageSources(src, {
    width: DRAWN_WIDTH,
    height: Math.round(DRAWN_WIDTH / OWNER_IMAGE_SPECS[crop].aspect),
  });
  preload(image.src, {
    as: "image",
    fetchPriority: "high",
    imageSrcSet: image.srcSet,
    imageSizes: image.srcSet ? SIZES : undefined,
  });
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser */}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? SIZES : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      {/* A light ink wash, so a bright photo sits in the dark band and a pale one keeps the band's edge. */}
      <div aria-hidden="true" className="absolute inset-0 bg-ink-950/20" />
    </>
  );
}
