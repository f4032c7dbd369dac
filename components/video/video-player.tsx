"use client";

import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState } from "react";
import { useHasBeenTrue } from "@/components/hooks/use-has-been-true";
import { useMarkedButtonPress } from "@/components/hooks/use-marked-button-press";
import { track } from "@/components/analytics/track";
import { isYouTubeId } from "@/lib/youtube";
import { PLAY_FILM_ATTRIBUTE } from "./play-film-button";

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
 * The film a play control names (./play-film-button.tsx), or null if it names none. The rest is
 * read from the card the control lies in (./video-card.tsx), where the visitor reads it: the title
 * from its heading, the film's page from the heading's link, the still from the picture the
 * control covers.
 */
function selectionOf(button: Element): VideoSelection | null {
  const videoId = button.getAttribute(PLAY_FILM_ATTRIBUTE);
  if (!isYouTubeId(videoId)) return null;
  const heading = button.closest("article")?.querySelector("h2, h3, h4");
  const title = heading?.textContent?.replace(/\s+/g, " ").trim();
  if (!title) return null;
  const pagePath = heading?.querySelector("a[href]")?.getAttribute("href") ?? undefined;
  const picture = button.parentElement?.querySelector("img[data-still]");
  const src = picture?.getAttribute("src");
  const still = src ? { src, srcSet: picture?.getAttribute("srcset") ?? undefined } : undefined;
  return { videoId, title, pagePath, still };
}

/**
 * Holds ONE video modal for everything inside it, so a page with twelve cards mounts one player
 * (mounted once, in app/(videos)/layout.tsx, for every page that shows videos). It answers a press
 * on any film card's play control (`<PlayFilmButton>`, a plain button in the cards' static HTML)
 * from one listener on the document, so no card needs React of its own.
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

  const onPlayPressed = useCallback(
    (button: HTMLButtonElement) => {
      const chosen = selectionOf(button);
      if (chosen) openVideo(chosen, button);
    },
    [openVideo],
  );
  useMarkedButtonPress(PLAY_FILM_ATTRIBUTE, onPlayPressed);

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
