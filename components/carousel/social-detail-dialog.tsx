"use client";

import type { SocialItem } from "@/content/social";
import { buttonVariants } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/external-link";
import { DialogFor, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { POST_ARTWORK_SIZE, PostArtwork } from "./post-artwork";

type SocialDetailDialogProps = {
  item: SocialItem | null;
  onClose: () => void;
  returnFocusRef: React.RefObject<HTMLElement | null>;
  labels: { impressions: string; viewOriginal: string; close: string };
};

/** A carousel post up close: its artwork, reach and a way to the original on the network. */
export function SocialDetailDialog({ item, onClose, returnFocusRef, labels }: SocialDetailDialogProps) {
  return (
    <DialogFor value={item} onClose={onClose}>
      {(item) => (
        <DialogContent
          returnFocusRef={returnFocusRef}
          closeLabel={labels.close}
          className="p-0 md:grid md:max-w-4xl md:grid-cols-2"
        >
          {/*
           * The whole artwork, never cropped: its box keeps the artwork's own shape, as wide as
           * the dialog (or its half) allows but no taller than the screen leaves room for, centred
           * on a neutral backdrop. Below md the text scrolls under it inside the dialog when the
           * screen is short.
           */}
          <div
            data-artwork-frame=""
            className="flex shrink-0 items-center justify-center bg-ink-950"
            style={{ ["--artwork-ratio" as string]: POST_ARTWORK_SIZE.width / POST_ARTWORK_SIZE.height }}
          >
            <PostArtwork
              item={item}
              sizes="(min-width: 48rem) 28rem, 100vw"
              className="block h-auto w-full max-w-[calc(55dvh*var(--artwork-ratio))] min-w-0 object-contain md:max-w-[calc((100dvh-2rem)*var(--artwork-ratio))]"
            />
          </div>
          <div className="flex flex-col gap-4 p-6 sm:p-8 md:justify-center md:pr-16">
            <p className="inline-flex w-fit items-center gap-2 rounded-full bg-cool-50 px-3.5 py-1.5 text-sm font-semibold text-cool-800 ring-1 ring-cool-100">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
                <path
                  d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                />
                <circle cx="12" cy="12" r="3" fill="currentColor" />
              </svg>
              {item.impressions} {labels.impressions}
            </p>
            <DialogTitle>{item.title}</DialogTitle>
            <DialogDescription className="text-ink-700">{item.description}</DialogDescription>
            {/* No link until the owner supplies the post's address (content/owner.ts). */}
            {item.url ? (
              <ExternalLink
                href={item.url}
                className={buttonVariants({ size: "lg", className: "mt-2 w-full sm:w-fit" })}
              >
                {labels.viewOriginal}
                <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
                  <path
                    d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </ExternalLink>
            ) : null}
          </div>
        </DialogContent>
      )}
    </DialogFor>
  );
}
