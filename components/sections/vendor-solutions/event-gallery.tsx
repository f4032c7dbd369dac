"use client";

import { useRef, useState } from "react";
import type { ImageSources } from "@/lib/owner-image-specs";
import { Artwork } from "@/components/ui/artwork";

type GalleryPhoto = ImageSources & { id: string; alt: string; caption: string };

/** A tile: half the row below sm, a third to lg, a quarter above (the grid's columns). */
const TILE_SIZES = "(min-width: 64rem) 18rem, (min-width: 40rem) 33vw, 50vw";
/** The viewer: the dialog's width, min(92vw, 72rem). */
const VIEWER_SIZES = "min(92vw, 72rem)";

type EventGalleryProps = {
  photos: readonly GalleryPhoto[];
  /** Accessible name of the close button in the enlarged view. */
  closeLabel: string;
  /** Prefix of each thumbnail button's name, e.g. "View larger". */
  openLabel: string;
};

/**
 * A grid of event photos; selecting one shows it larger in a native modal <dialog>, which traps
 * focus, closes on Escape and returns focus to the thumbnail without any dialog library.
 */
export function EventGallery({ photos, closeLabel, openLabel }: EventGalleryProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [active, setActive] = useState<GalleryPhoto | undefined>(photos[0]);

  function open(photo: GalleryPhoto) {
    setActive(photo);
    // showModal focuses the dialog's only control, the close button.
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
  }

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {photos.map((photo) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => open(photo)}
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
              <span className="block px-3.5 py-2.5 text-sm font-semibold text-ink-900">{photo.caption}</span>
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        aria-label={active?.caption}
        onClick={(event) => {
          // A click on the backdrop lands on the <dialog> itself; clicks inside land on its children.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="m-auto w-[min(92vw,72rem)] max-w-none overflow-visible bg-transparent p-0 backdrop:bg-ink-950/85"
      >
        {active ? (
          <figure className="overflow-hidden rounded-3xl bg-ink-950 shadow-2xl">
            <Artwork
              src={active.src}
              srcSet={active.srcSet}
              sizes={active.srcSet ? VIEWER_SIZES : undefined}
              alt={active.alt}
              width={active.width}
              height={active.height}
              className="max-h-[75dvh] w-full object-contain"
            />
            <figcaption className="flex items-center justify-between gap-4 px-5 py-4 text-white">
              <span className="font-semibold">{active.caption}</span>
              <button
                type="button"
                onClick={() => dialogRef.current?.close()}
                className="inline-flex h-10 items-center gap-2 rounded-full border border-white/30 px-4 text-sm font-semibold text-white hover:bg-white/10"
              >
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className="size-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                >
                  <path d="M18 6 6 18M6 6l12 12" />
                </svg>
                {closeLabel}
              </button>
            </figcaption>
          </figure>
        ) : null}
      </dialog>
    </>
  );
}
