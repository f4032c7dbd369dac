import type { SocialItem } from "@/content/social";
import { Artwork } from "@/components/ui/artwork";

/** The size the posts' artwork is drawn at (square, as the networks show a single-image post). */
export const POST_ARTWORK_SIZE = { width: 1080, height: 1080 } as const;

/** A post's artwork, as the carousel card and the details dialog both show it. */
export function PostArtwork({ item, className }: { item: SocialItem; className?: string }) {
  return (
    // Eager: a lazy image scrolled sideways out of view inside the row would only load on scroll.
    // Low priority: the row sits far down the page, so these must not compete with what paints
    // first (React also leaves low-priority images out of the <head> preloads).
    <Artwork
      loading="eager"
      fetchPriority="low"
      src={item.thumbnail}
      alt={item.thumbnailAlt}
      width={POST_ARTWORK_SIZE.width}
      height={POST_ARTWORK_SIZE.height}
      className={className}
    />
  );
}
