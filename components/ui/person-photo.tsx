import type { OwnerImageKind } from "@/lib/owner-image-specs";
import { cn } from "@/lib/utils";
import { Artwork } from "./artwork";
import { ownerImageSources } from "./owner-image-sources";

type PersonPhotoProps = {
  /** The photo's address in public/, or "" for none: the person's initials show instead. */
  src: string;
  alt: string;
  /** Whose face it is: their initials stand in for a missing photo. */
  name: string;
  /** A second crop the build made of an image listed under another kind (the founder's portrait). */
  crop?: OwnerImageKind;
  /** The `sizes` hint for the resized copies: the box's width on screen. */
  sizes: string;
  /** The box: its size and shape (a circle, a rounded square). */
  className: string;
};

/** The square box the layout draws a face in, before the build's copies say otherwise. */
const DRAWN = { width: 224, height: 224 };

/** A person's face, square, from the owner's photo; their initials when there is none. */
export function PersonPhoto({ src, alt, name, crop, sizes, className }: PersonPhotoProps) {
  if (!src.trim()) {
    return (
      <span
        aria-hidden="true"
        data-slot="person-initials"
        className={cn(
          "flex shrink-0 items-center justify-center bg-cool-100 font-display font-bold text-cool-800",
          className,
        )}
      >
        {name
          .split(/\s+/)
          .filter(Boolean)
          .map((part) => part[0])
          .join("")
          .slice(0, 2)}
      </span>
    );
  }
  const sources = ownerImageSources(src, DRAWN, crop);
  return (
    <Artwork
      {...sources}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      // A second crop the build did not make (vector artwork, a build without the image step) is
      // the portrait itself: its top keeps the face in the square.
      className={cn("shrink-0 bg-ink-800 object-cover", crop && "object-top", className)}
    />
  );
}
