import type { SocialItem } from "@/content/social";
import { Artwork } from "@/components/ui/artwork";

/** The size the posts' artwork is drawn at (square, as the networks show a single-image post). */
export const POST_ARTWORK_SIZE = { width: 1080, height: 1080 } as const;

/** A post's artwork, as the carousel card and the details dialog both show it. */
export function PostArtwork({
  item,
  sizes,
  loading = "eager",
  className,
}: {
  item: SocialItem;
  /** How wide the artwork is drawn, for the browser's pick among its resized files. */
  sizes: string;
  /** Eager where it shows at once (the details dialog); the carousel's row decides for its cards. */
  loading?: "eager" | "lazy";
  className?: string;
}) {
  const artwork = item.artwork ?? { src: item.thumbnail, ...POST_ARTWORK_SIZE };
  return (
    // Low priority: what paints first must never wait for these (React also leaves low-priority
    // images out of the <head> preloads).
    <Artwork
      loading={loading}
      fetchPriority="low"
      src={artwork.src}
      srcSet={artwork.srcSet}
      sizes={artwork.srcSet ? sizes : undefined}
      alt={item.thumbnailAlt}
      width={artwork.width}
      height={artwork.height}
      className={className}
    />
  );
}
