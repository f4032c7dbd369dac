"use client";

import { buttonVariants } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/external-link";
import { DialogFor, DialogContent, DialogTitle } from "@/components/ui/dialog";

export type ViewerImage = { src: string; alt: string; title: string; url?: string };

type ImageViewerProps = {
  image: ViewerImage | null;
  onClose: () => void;
  returnFocusRef: React.RefObject<HTMLElement | null>;
  labels: { viewOriginal: string; close: string };
};

/** Full-screen view of a post's image with a way to its original (docs/product.md §2, Portfolio). */
export function ImageViewer({ image, onClose, returnFocusRef, labels }: ImageViewerProps) {
  return (
    <DialogFor value={image} onClose={onClose}>
      {(image) => (
        <DialogContent
          size="full"
          tone="overlay"
          closeLabel={labels.close}
          returnFocusRef={returnFocusRef}
          aria-describedby={undefined}
          className="p-4 pt-16 sm:p-8 sm:pt-20"
        >
          <div className="flex min-h-0 flex-1 items-center justify-center">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={image.src}
              alt={image.alt}
              className="max-h-full max-w-full rounded-2xl object-contain shadow-2xl shadow-black/50"
            />
          </div>
          <div className="mx-auto mt-5 flex w-full max-w-4xl flex-col items-center justify-between gap-4 sm:flex-row">
            <DialogTitle className="text-center text-lg sm:text-left">{image.title}</DialogTitle>
            {image.url ? (
              <ExternalLink
                href={image.url}
                className={buttonVariants({ variant: "primary", className: "shrink-0" })}
              >
                {labels.viewOriginal}
              </ExternalLink>
            ) : null}
          </div>
        </DialogContent>
      )}
    </DialogFor>
  );
}
