"use client";

import { useRef } from "react";
import { interfaceCopy, videoCopy } from "@/content/interface";
import { youtubeWatchUrl } from "@/lib/youtube";
import { Link } from "@/components/navigation/link";
import { DialogFor, DialogContent, DialogTitle } from "@/components/ui/dialog";
import type { VideoSelection } from "./video-player";
import { YouTubeFrame } from "./youtube-frame";

type VideoModalProps = {
  selection: VideoSelection | null;
  onClose: () => void;
  returnFocusRef?: React.RefObject<HTMLElement | null>;
};

const linkLook =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-white/90 underline-offset-4 hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-accent-400";

/**
 * The video overlay (docs/product.md §2, "Video modal"). The platform's frame exists only while it
 * is open: nothing loads from YouTube until a visitor presses play, and closing unmounts the frame,
 * which stops playback. It never dead-ends: under the player, the film's own page and "Watch on
 * YouTube"; in place of a player that cannot load, the film's still with the same way out.
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
            <YouTubeFrame
              videoId={selection.videoId}
              title={selection.title}
              frameTitle={videoCopy.playerTitle(selection.title)}
              still={selection.still}
              labels={{
                unavailable: videoCopy.playerUnavailable,
                watchOnYouTube: videoCopy.watchOnYouTube,
                newTab: interfaceCopy.newTabNote,
              }}
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pt-2 sm:pt-3">
            {selection.pagePath ? (
              <Link href={selection.pagePath} onClick={onClose} className={linkLook}>
                {videoCopy.filmPage}
                <span aria-hidden="true">→</span>
              </Link>
            ) : (
              <span />
            )}
            <a
              href={youtubeWatchUrl(selection.videoId)}
              target="_blank"
              rel="noopener noreferrer"
              className={linkLook}
            >
              {videoCopy.watchOnYouTube}
              <span aria-hidden="true">↗</span>
              <span className="sr-only"> {interfaceCopy.newTabNote}</span>
            </a>
          </div>
        </DialogContent>
      )}
    </DialogFor>
  );
}
