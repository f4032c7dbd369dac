"use client";

import { createContext, useCallback, useContext, useRef, useState } from "react";
import { Artwork } from "@/components/ui/artwork";
import type { GalleryPhoto } from "./gallery-photo";

/** The viewer: the dialog's width, min(92vw, 72rem). */
const VIEWER_SIZES = "min(92vw, 72rem)";

/** Opens the photo at an index of the gallery; null outside <EventGalleryViewer>. */
const OpenPhotoContext = createContext<((index: number) => void) | null>(null);

type EventGalleryViewerProps = {
  photos: readonly GalleryPhoto[];
  closeLabel: string;
  /** The gallery's tiles (server HTML), each with a <GalleryTileButton>. */
  children: React.ReactNode;
};

/**
 * The event gallery's enlarged view (./event-gallery.tsx): a press on a tile shows its photo in a
 * native modal <dialog>, which traps focus, closes on Escape and returns focus to the tile without
 * any dialog library.
 */
export function EventGalleryViewer({ photos, closeLabel, children }: EventGalleryViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [active, setActive] = useState<GalleryPhoto | undefined>(photos[0]);

  const openPhoto = useCallback(
    (index: number) => {
      const photo = photos[index];
      if (!photo) return;
      setActive(photo);
      // showModal focuses the dialog's only control, the close button.
      if (!dialogRef.current?.open) dialogRef.current?.showModal();
    },
    [photos],
  );

  return (
    <OpenPhotoContext.Provider value={openPhoto}>
      {children}
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
    </OpenPhotoContext.Provider>
  );
}

/** A tile's button: opens its photo in the viewer around it. */
export function GalleryTileButton({
  index,
  ...props
}: Omit<React.ComponentProps<"button">, "type" | "onClick"> & { index: number }) {
  const openPhoto = useContext(OpenPhotoContext);
  return <button type="button" onClick={() => openPhoto?.(index)} {...props} />;
}
