import { Artwork } from "@/components/ui/artwork";
import { StaticHtml } from "@/components/layout/static-html";
import { EventGalleryViewer } from "./event-gallery-viewer";
import { GALLERY_PHOTO_ATTRIBUTE, type GalleryPhoto } from "./gallery-photo";

/** A tile: half the row below sm, a third to lg, a quarter above (the grid's columns). */
const TILE_SIZES = "(min-width: 64rem) 18rem, (min-width: 40rem) 33vw, 50vw";

type EventGalleryProps = {
  photos: readonly GalleryPhoto[];
  /** Accessible name of the close button in the enlarged view. */
  closeLabel: string;
  /** Prefix of each thumbnail button's name, e.g. "View larger". */
  openLabel: string;
};

/**
 * A grid of event photos; selecting one shows it larger in a native modal <dialog>. The tiles are
 * static HTML (docs/decisions/static-sections.md), each a plain button naming its photo; the
 * viewer, the one island, answers their presses.
 */
export function EventGallery({ photos, closeLabel, openLabel }: EventGalleryProps) {
  return (
    <>
      <StaticHtml>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                {...{ [GALLERY_PHOTO_ATTRIBUTE]: index }}
                aria-label={`${openLabel}: ${photo.caption}`}
                className="group block w-full overflow-hidden rounded-2xl border border-line bg-white text-left shadow-sm"
              >
                <Artwork
                  src={photo.src}
                  srcSet={photo.srcSet}
                  sizes={photo.srcSet ? TILE_SIZES : undefined}
                  alt={photo.alt}
                  width={photo.width}
                  height={photo.height}
                  className="aspect-[3/2] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                />
                <span className="block px-3.5 py-2.5 text-sm font-semibold text-ink-900">
                  {photo.caption}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </StaticHtml>
      <EventGalleryViewer photos={photos} closeLabel={closeLabel} />
    </>
  );
}
