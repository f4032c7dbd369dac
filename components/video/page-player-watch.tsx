"use client";

import { useCallback, useLayoutEffect, useState } from "react";
import { track } from "@/components/analytics/track";
import { FRAME_LOADED_ATTRIBUTE, PLAYER_UNANSWERED_ATTRIBUTE } from "@/components/head-scripts/page-marks";
import { usePlayerAnswer } from "./player-answer";
import { PlayerUnavailable, type PlayerUnavailableProps } from "./player-unavailable";

type PagePlayerWatchProps = PlayerUnavailableProps & {
  /** The id of the player frame in the page's HTML (./page-player.tsx). */
  frameId: string;
};

/**
 * The island beside a film page's player frame, which is static HTML it does not render: it
 * listens for the player (./player-answer.ts) from the moment it finds the frame, whether the
 * frame loaded before (the frame-load script's mark) or loads after. Until the player answers, the
 * frame stays out of sight under the film's still (the mark on <html>, which the frame-load script
 * set before the first paint); a player that does not answer in time is covered with the still
 * and "Watch on YouTube". It reports the first play, which happens inside YouTube's frame, as the
 * site's own play buttons do.
 */
export function PagePlayerWatch({ frameId, videoId, title, still, labels }: PagePlayerWatchProps) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [loaded, setLoaded] = useState(false);

  // The frame is found once it is in the document: at hydration, it was there before the island;
  // after a client-side navigation, React has just inserted it, and no inline script has run.
  useLayoutEffect(() => {
    const element = document.getElementById(frameId);
    if (!(element instanceof HTMLIFrameElement)) return;
    /* eslint-disable react-hooks/set-state-in-effect -- the frame is static HTML React does not render: the island can only take it from the document once it is there */
    setFrame(element);
    if (element.hasAttribute(FRAME_LOADED_ATTRIBUTE)) {
      setLoaded(true);
      return;
    }
    /* eslint-enable react-hooks/set-state-in-effect */
    const onLoad = () => setLoaded(true);
    element.addEventListener("load", onLoad, { once: true });
    return () => element.removeEventListener("load", onLoad);
  }, [frameId]);

  const onPlay = useCallback(() => track("Video Played", { video: title }), [title]);
  const state = usePlayerAnswer(frame, loaded, onPlay);

  // The frame shows only once the player has answered; before the first paint after a change.
  useLayoutEffect(() => {
    document.documentElement.toggleAttribute(PLAYER_UNANSWERED_ATTRIBUTE, state !== "answered");
  }, [state]);
  useLayoutEffect(() => () => document.documentElement.removeAttribute(PLAYER_UNANSWERED_ATTRIBUTE), []);

  return (
    <div data-player-state={state} className={state === "failed" ? "absolute inset-0" : "hidden"}>
      {state === "failed" ? (
        <PlayerUnavailable videoId={videoId} title={title} still={still} labels={labels} />
      ) : null}
    </div>
  );
}
