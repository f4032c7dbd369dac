"use client";

import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState } from "react";
import { useHasBeenTrue } from "@/components/hooks/use-has-been-true";
import { track } from "@/components/analytics/track";

// The modal (and Radix Dialog with it) downloads on the first press of play, not with the page.
const VideoModal = lazy(() => import("./video-modal").then((module) => ({ default: module.VideoModal })));

/**
 * What the player is showing (docs/product.md §3, "Video modal selection"), with what the dialog
 * needs beyond the player: the film's own page and its still, shown if the player cannot load.
 */
export type VideoSelection = {
  videoId: string;
  title: string;
  /** The film's page (`/work/<slug>/`), linked from the dialog. */
  pagePath?: string;
  /** The film's still (the build's own file), shown in place of a player that cannot load. */
  still?: { src: string; srcSet?: string };
};

type VideoPlayerContextValue = {
  /**
   * Opens the shared player. `opener` gets focus back when the player closes; it defaults to
   * whatever has focus now (the card's button, when called from its click handler).
   */
  openVideo: (selection: VideoSelection, opener?: HTMLElement | null) => void;
};

const VideoPlayerContext = createContext<VideoPlayerContextValue | null>(null);

/**
 * Holds ONE video modal for everything inside it, so a page with twelve cards mounts one player
 * (mounted once, in app/(videos)/layout.tsx, for every page that shows videos). Each film card's
 * play control (`<PlayFilmButton>`, the card's one client leaf) opens it.
 *
 * Usage (any page or section; the provider can wrap server components):
 *
 *   <VideoPlayerProvider>
 *     <VideoCard video={filmItem("coManagedExplainer")}>description</VideoCard>
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
    track("Video Played", { video: next.title });
  }, []);

  const value = useMemo(() => ({ openVideo }), [openVideo]);
  const modalWanted = useHasBeenTrue(selection !== null);

  return (
    <VideoPlayerContext.Provider value={value}>
      {children}
      {modalWanted ? (
        <Suspense fallback={null}>
          <VideoModal selection={selection} onClose={() => setSelection(null)} returnFocusRef={openerRef} />
        </Suspense>
      ) : null}
    </VideoPlayerContext.Provider>
  );
}

/** The shared player's controls; throws outside <VideoPlayerProvider> so a missing provider fails loudly. */
export function useVideoPlayer(): VideoPlayerContextValue {
  const context = useContext(VideoPlayerContext);
  if (!context) throw new Error("useVideoPlayer must be used within a VideoPlayerProvider");
  return context;
}
