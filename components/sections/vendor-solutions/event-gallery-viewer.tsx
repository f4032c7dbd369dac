"use client";

import { useCallback, useRef, useState } from "react";
import { useMarkedButtonPress } from "@/components/hooks/use-marked-button-press";
import { Artwork } from "@/components/ui/artwork";
import { GALLERY_PHOTO_ATTRIBUTE, type GalleryPhoto } from "./gallery-photo";

/** The viewer: the dialog's width, min(92vw, 72rem). */
const VIEWER_SIZES = "min(92vw, 72rem)";

/**
 * The event gallery's enlarged view (./event-gallery.tsx): a press on a tile shows its photo in a
 * native modal <dialog>, which traps focus, closes on Escape and returns focus to the tile without
 * any dialog library. The tiles are static HTML, so it listens for their presses on the document.
 */
export function EventGalleryViewer({
  photos,
  closeLabel,
}: {
  photos: readonly GalleryPhoto[];
  closeLabel: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [active, setActive] = useState<GalleryPhoto | undefined>(photos[0]);

  const onTilePressed = useCallback(
    (tile: HTMLButtonElement) => {
      const photo = photos[Number(tile.getAttribute(GALLERY_PHOTO_ATTRIBUTE))];
      if (!photo) return;
      setActive(photo);
      // showModal focuses the dialog's only control, the close button.
      if (!dialogRef.current?.open) dialogRef.current?.showModal();
    },
    [photos],
  );
  useMarkedButtonPress(GALLERY_PHOTO_ATTRIBUTE, onTilePressed);

  return (
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
  );
}
