"use client";

import { useState } from "react";
import { clsx } from "clsx";
import { youtubePlayerUrl } from "@/lib/youtube";
import { usePlayerAnswer } from "./player-answer";
import { PlayerStill } from "./player-still";
import { PlayerUnavailable, type PlayerUnavailableProps } from "./player-unavailable";

/** The film's still and labels are for the way out shown when the player cannot load. */
type YouTubeFrameProps = PlayerUnavailableProps & {
  /** The frame's accessible name. */
  frameTitle: string;
};

/**
 * YouTube's privacy-enhanced player, autoplaying, that never leaves a visitor at a broken frame:
 * until the player answers on its message channel (./player-answer.ts) the frame is out of sight
 * (and out of the Tab order) over the film's still; one that does not answer in time is covered by
 * the still and a "Watch on YouTube" link, and a late answer shows the player after all.
 * Mounted only once a visitor presses play, so nothing is asked of YouTube before.
 */
export function YouTubeFrame({ videoId, title, frameTitle, still, labels }: YouTubeFrameProps) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [src] = useState(() => youtubePlayerUrl(videoId, window.location.origin));
  const [loaded, setLoaded] = useState(false);
  const state = usePlayerAnswer(frame, loaded);

  return (
    <div className="relative size-full" data-player-state={state}>
      {state === "waiting" && still ? <PlayerStill still={still} /> : null}
      <iframe
        ref={setFrame}
        src={src}
        title={frameTitle}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => setLoaded(true)}
        className={clsx("relative size-full", state !== "answered" && "invisible")}
      />
      {state === "failed" ? (
        <PlayerUnavailable videoId={videoId} title={title} still={still} labels={labels} />
      ) : null}
    </div>
  );
}
