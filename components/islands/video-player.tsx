"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { youtubeEmbedUrl } from "@/lib/youtube";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";

/** What the player is showing (SPEC §3, "Video modal selection"). */
export type VideoSelection = { videoId: string; title: string };

type VideoPlayerContextValue = {
  /**
   * Opens the shared player. `opener` gets focus back when the player closes; it defaults to
   * whatever has focus now (the card's button, when called from its click handler).
   */
  openVideo: (selection: VideoSelection, opener?: HTMLElement | null) => void;
};

const VideoPlayerContext = createContext<VideoPlayerContextValue | null>(null);

/**
 * Holds ONE video modal for everything inside it, so a page with twelve cards mounts one player.
 *
 * Usage (any page or section; the provider can wrap server components):
 *
 *   <VideoPlayerProvider>
 *     <VideoCard videoId="abcdefghijk" title="…" description="…" />
 *   </VideoPlayerProvider>
 *
 * or from your own client component: `const { openVideo } = useVideoPlayer();
 * openVideo({ videoId, title }, event.currentTarget)`.
 */
export function VideoPlayerProvider({ children }: { children: React.ReactNode }) {
  const [selection, setSelection] = useState<VideoSelection | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const openVideo = useCallback((next: VideoSelection, opener?: HTMLElement | null) => {
    openerRef.current =
      opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setSelection(next);
  }, []);

  const value = useMemo(() => ({ openVideo }), [openVideo]);

  return (
    <VideoPlayerContext.Provider value={value}>
      {children}
      <VideoModal selection={selection} onClose={() => setSelection(null)} returnFocusRef={openerRef} />
    </VideoPlayerContext.Provider>
  );
}

/** The shared player's controls; throws outside <VideoPlayerProvider> so a missing provider fails loudly. */
export function useVideoPlayer(): VideoPlayerContextValue {
  const context = useContext(VideoPlayerContext);
  if (!context) throw new Error("useVideoPlayer must be used within a VideoPlayerProvider");
  return context;
}

type VideoModalProps = {
  selection: VideoSelection | null;
  onClose: () => void;
  returnFocusRef?: React.RefObject<HTMLElement | null>;
};

/**
 * The video overlay (SPEC §2, "Video modal"). The platform's iframe exists only while it is open:
 * nothing loads from YouTube until a visitor presses play, and closing unmounts the frame, which
 * stops playback.
 */
export function VideoModal({ selection, onClose, returnFocusRef }: VideoModalProps) {
  return (
    <Dialog open={selection !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {selection ? (
        <DialogContent
          size="xl"
          tone="dark"
          closeLabel="Close video"
          returnFocusRef={returnFocusRef}
          aria-describedby={undefined}
          className="p-3 sm:p-5"
        >
          <DialogTitle className="pr-14 pb-3 pl-1 text-base sm:pb-4 sm:text-xl">
            {selection.title}
          </DialogTitle>
          <div className="aspect-video w-full overflow-hidden rounded-2xl bg-black">
            <iframe
              src={youtubeEmbedUrl(selection.videoId)}
              title={`${selection.title} (video player)`}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="size-full"
            />
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
