import { clsx } from "clsx";
import { videoCopy } from "@/content/interface";
import { ThumbnailArtwork } from "./thumbnail-artwork";
import type { FilmStill } from "./film-still";

type StillImageProps = {
  still: FilmStill | undefined;
  title: string;
  /** The `sizes` hint for the box the still fills. */
  sizes: string;
  /** The page's main picture loads at once and first; a card's loads as it nears the screen. */
  priority?: boolean;
  className?: string;
};

/**
 * A film's still in a 16:9 box: a plain <img> of the build's own file (scripts/film-stills.ts),
 * sized by width and height so nothing shifts, never a request to YouTube. A frame of the film
 * is described; designed artwork is decoration (the title beside it names the film). Without the
 * build's stills (`npm run dev`) the designed panel stands in.
 */
export function StillImage({ still, title, sizes, priority = false, className }: StillImageProps) {
  return (
    <span className={clsx("film-still", className)}>
      {still ? (
        // A plain <img>: the export has no image optimiser, and the build sized these files.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={still.src}
          srcSet={still.srcSet}
          sizes={sizes}
          width={still.width}
          height={still.height}
          alt={still.source === "artwork" ? "" : videoCopy.stillAlt(title)}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          data-still={still.source}
          className="film-still-img"
        />
      ) : (
        <ThumbnailArtwork seed={title} />
      )}
    </span>
  );
}
