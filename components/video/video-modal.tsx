"use client";

import { useRef } from "react";
import { videoCopy } from "@/content/interface";
import { youtubeEmbedUrl } from "@/lib/youtube";
import { DialogFor, DialogContent, DialogTitle } from "@/components/ui/dialog";
import type { VideoSelection } from "./video-player";

type VideoModalProps = {
  selection: VideoSelection | null;
  onClose: () => void;
  returnFocusRef?: React.RefObject<HTMLElement | null>;
};

/**
 * The video overlay (docs/product.md §2, "Video modal"). The platform's iframe exists only while it is open:
 * nothing loads from YouTube until a visitor presses play, and closing unmounts the frame, which
 * stops playback.
 */
export function VideoModal({ selection, onClose, returnFocusRef }: VideoModalProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <DialogFor value={selection} onClose={onClose}>
      {(selection) => (
        <DialogContent
          size="xl"
          tone="dark"
          closeLabel={videoCopy.closePlayer}
          returnFocusRef={returnFocusRef}
          aria-describedby={undefined}
          ref={contentRef}
          // Focus the dialog, not the player: keys pressed inside a cross-origin frame never reach
          // the page, so Escape would stop closing it. Tab still moves on to the player.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
          className="p-3 sm:p-5"
        >
          <DialogTitle className="pr-14 pb-3 pl-1 text-base sm:pb-4 sm:text-xl">
            {selection.title}
          </DialogTitle>
          <div className="aspect-video w-full overflow-hidden rounded-2xl bg-black">
            <iframe
              src={youtubeEmbedUrl(selection.videoId)}
              title={videoCopy.playerTitle(selection.title)}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="size-full"
            />
          </div>
        </DialogContent>
      )}
    </DialogFor>
  );
}
