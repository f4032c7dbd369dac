"use client";

import { useLayoutEffect } from "react";

/**
 * Whether the viewer turned the film's captions off in the player's own menu: they then stay off
 * when a film's dialog opens again, for as long as the page is open.
 */
let turnedOffByViewer = false;

/** The captions tracks of a video: those the dialog adds (`kind="captions"`), in every engine. */
function captionTracks(video: HTMLVideoElement): TextTrack[] {
  return [...video.textTracks].filter((track) => track.kind === "captions");
}

/**
 * Shows a video's captions as it appears, in every engine: `<track default>` is a hint that WebKit
 * does not take (Safari follows the viewer's own caption setting), so the captions are turned on
 * by script, unless the viewer has turned them off, a choice kept from then on. Any change of the
 * tracks' modes is the viewer's (the browser's captions menu), or this hook's own turning them on,
 * which changes nothing of the choice.
 */
export function useCaptionsShown(video: HTMLVideoElement | null) {
  // Before paint, and its clean-up before the video leaves the page: no change is heard then.
  useLayoutEffect(() => {
    if (!video) return;
    const tracks = captionTracks(video);
    if (tracks.length === 0) return;
    if (!turnedOffByViewer) for (const track of tracks) track.mode = "showing";
    const onChange = () => {
      turnedOffByViewer = captionTracks(video).every((track) => track.mode !== "showing");
    };
    video.textTracks.addEventListener("change", onChange);
    return () => video.textTracks.removeEventListener("change", onChange);
  }, [video]);
}
