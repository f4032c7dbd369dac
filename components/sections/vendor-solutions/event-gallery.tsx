import { Artwork } from "@/components/ui/artwork";
import { cn } from "@/lib/utils";
import { EventGalleryViewer, GalleryTileButton } from "./event-gallery-viewer";
import type { GalleryPhoto } from "./gallery-photo";

/** The lead photo: the whole row on a phone, two of three columns from 640 px, half above 1024 px. */
const LEAD_SIZES = "(min-width: 64rem) 34rem, (min-width: 40rem) 66vw, 100vw";
/** A tile: half the row on a phone, a third to 1024 px, a quarter above (the grid's columns). */
const TILE_SIZES = "(min-width: 64rem) 17rem, (min-width: 40rem) 33vw, 50vw";
/** The wide tile: the whole row on a phone, one column to 1024 px, two above. */
const WIDE_SIZES = "(min-width: 64rem) 34rem, (min-width: 40rem) 33vw, 100vw";

/**
 * Where each photo sits in the mosaic. The first leads, two columns by two rows (the whole width
 * on a phone); the tenth runs wide, so each grid closes on a full row: 2 + 2 + 10 cells in two
 * columns, 4 + 11 in three, 4 + 2 + 10 in four. The photos fill their cells, cropped from the
 * middle, so any mix of shapes keeps the rows even.
 */
const WIDE_INDEX = 9;
function tileLayout(index: number) {
  if (index === 0)
    return { sizes: LEAD_SIZES, className: "col-span-2 aspect-[3/2] sm:row-span-2 sm:aspect-auto" };
  if (index === WIDE_INDEX)
    return {
      sizes: WIDE_SIZES,
      className: "col-span-2 aspect-[2/1] sm:col-span-1 sm:aspect-[3/2] lg:col-span-2 lg:aspect-auto",
    };
  return { sizes: TILE_SIZES, className: "aspect-[3/2]" };
}

type EventGalleryProps = {
  photos: readonly GalleryPhoto[];
  /** Accessible name of the close button in the enlarged view. */
  closeLabel: string;
  /** Prefix of each thumbnail button's name, e.g. "View larger". */
  openLabel: string;
};

/**
 * The event photos as an editorial mosaic: one large lead photo, the rest smaller around and below
 * it, each captioned on the picture; selecting one shows it larger in a native modal <dialog>.
 * The tiles are server HTML; each one's button and the viewer around them are the client leaves.
 */
export function EventGallery({ photos, closeLabel, openLabel }: EventGalleryProps) {
  return (
    <EventGalleryViewer photos={photos} closeLabel={closeLabel}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {photos.map((photo, index) => {
          const { sizes, className } = tileLayout(index);
          const lead = index === 0;
          return (
            <li
              key={photo.id}
              data-gallery-lead={lead ? "" : undefined}
              className={cn("relative", className)}
            >
              <GalleryTileButton
                index={index}
                aria-label={`${openLabel}: ${photo.caption}`}
                className="group absolute inset-0 block overflow-hidden rounded-2xl bg-ink-900 text-left shadow-sm shadow-ink-950/10 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-accent-400 focus-visible:outline-solid"
              >
                <Artwork
                  src={photo.src}
                  srcSet={photo.srcSet}
                  sizes={photo.srcSet ? sizes : undefined}
                  alt={photo.alt}
                  width={photo.width}
                  height={photo.height}
                  className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
                />
                <span
                  className={cn(
                    "absolute inset-x-0 bottom-0 bg-linear-to-t from-ink-950/85 via-ink-950/50 to-transparent px-3.5 pt-10 pb-3 font-semibold text-white",
                    lead ? "text-base sm:px-6 sm:pb-5 sm:text-xl" : "text-sm",
                  )}
                >
                  {photo.caption}
                </span>
              </GalleryTileButton>
            </li>
          );
        })}
      </ul>
    </EventGalleryViewer>
  );
}
