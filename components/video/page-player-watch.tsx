"use client";

import { useCallback, useEffect, useState } from "react";
import { track } from "@/components/analytics/track";
import { FRAME_LOADED_ATTRIBUTE } from "@/components/head-scripts/page-marks";
import { usePlayerAnswer } from "./player-answer";
import { PlayerUnavailable, type PlayerUnavailableProps } from "./player-unavailable";

type PagePlayerWatchProps = PlayerUnavailableProps & {
  /** The id of the player frame in the page's HTML (./page-player.tsx). */
  frameId: string;
};

/**
 * The island beside a film page's player frame, which is static HTML it does not render: it
 * listens for the player (./player-answer.ts) from the moment it hydrates, whether the frame loaded
 * before (the frame-load script's mark) or loads after, and covers a player that does not answer
 * with the film's still and "Watch on YouTube". It reports the first play, which happens inside
 * YouTube's frame, as the site's own play buttons do.
 */
export function PagePlayerWatch({ frameId, videoId, title, still, labels }: PagePlayerWatchProps) {
  // The frame is in the HTML before the island hydrates (on the server there is none to find;
  // what the island renders does not depend on it, so the two renders agree).
  const [frame] = useState(() => {
    if (typeof document === "undefined") return null;
    const element = document.getElementById(frameId);
    return element instanceof HTMLIFrameElement ? element : null;
  });
  const [loaded, setLoaded] = useState(() => frame?.hasAttribute(FRAME_LOADED_ATTRIBUTE) ?? false);

  useEffect(() => {
    if (!frame || loaded) return;
    const onLoad = () => setLoaded(true);
    frame.addEventListener("load", onLoad, { once: true });
    return () => frame.removeEventListener("load", onLoad);
  }, [frame, loaded]);

  const onPlay = useCallback(() => track("Video Played", { video: title }), [title]);
  const state = usePlayerAnswer(frame, loaded, onPlay);

  return (
    <div data-player-state={state} className={state === "failed" ? "absolute inset-0" : "hidden"}>
      {state === "failed" ? (
        <PlayerUnavailable videoId={videoId} title={title} still={still} labels={labels} />
      ) : null}
    </div>
  );
}
