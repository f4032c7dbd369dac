"use client";

import { useState } from "react";
import { youtubePlayerUrl } from "@/lib/youtube";
import { usePlayerAnswer } from "./player-answer";
import { PlayerUnavailable, type PlayerUnavailableProps } from "./player-unavailable";

/** The film's still and labels are for the way out shown when the player cannot load. */
type YouTubeFrameProps = PlayerUnavailableProps & {
  /** The frame's accessible name. */
  frameTitle: string;
};

/**
 * YouTube's privacy-enhanced player, autoplaying, that never leaves a visitor at a broken frame:
 * a player that does not answer on its message channel (./player-answer.ts) is covered by the
 * film's still and a "Watch on YouTube" link, and a late answer takes the cover away again.
 * Mounted only once a visitor presses play, so nothing is asked of YouTube before.
 */
export function YouTubeFrame({ videoId, title, frameTitle, still, labels }: YouTubeFrameProps) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [src] = useState(() => youtubePlayerUrl(videoId, window.location.origin));
  const [loaded, setLoaded] = useState(false);
  const state = usePlayerAnswer(frame, loaded);

  return (
    <div className="relative size-full" data-player-state={state}>
      <iframe
        ref={setFrame}
        src={src}
        title={frameTitle}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => setLoaded(true)}
        className="size-full"
      />
      {state === "failed" ? (
        <PlayerUnavailable videoId={videoId} title={title} still={still} labels={labels} />
      ) : null}
    </div>
  );
}
