"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { isPlayingMessage, PLAYER_ORIGIN } from "@/lib/youtube";

/**
 * How long the player has to answer, from the moment the page has its frame (inserted, or, for the
 * frame in a film page's HTML, found by the island as the page hydrates), before the page offers
 * YouTube itself. The frame's load event plays no part in it: WebKit fires none for a frame it
 * cannot reach, and Chromium fires one at once with its error page. A late answer still counts.
 */
export const PLAYER_ANSWER_MS = 5_000;
/** How often the page says it is listening once the frame has loaded (the player ignores it until ready). */
const LISTEN_EVERY_MS = 250;

/** The player's message channel: the page says it listens, the player answers with its events. */
const LISTENING = JSON.stringify({ event: "listening", id: 1, channel: "widget" });

/** Waiting for the player, heard from it, or given up on (the page then offers YouTube itself). */
export type PlayerState = "waiting" | "answered" | "failed";

/**
 * Whether YouTube's player in `frame` answers on its message channel (`enablejsapi=1`). A frame
 * cannot tell the page that it was blocked (a privacy extension, a firewall, offline), so the page
 * says it is listening once the frame has loaded (`loaded`) and waits: a player that has not
 * answered PLAYER_ANSWER_MS after the page got its frame has failed, loaded or not; a late answer
 * still counts. Until it answers, the frame is kept out of sight under the film's still, so a
 * visitor never sees the browser's broken-frame page. `onPlay` hears the first time the player
 * reports it is playing.
 */
export function usePlayerAnswer(
  frame: HTMLIFrameElement | null,
  loaded: boolean,
  onPlay?: () => void,
): PlayerState {
  const [state, setState] = useState<PlayerState>("waiting");
  const answered = state === "answered";
  // Offline, nothing will answer: offer YouTube at once. The server's HTML assumes online.
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const playRef = useRef(onPlay);
  useEffect(() => {
    playRef.current = onPlay;
  }, [onPlay]);

  // The player's words, as long as the page stays: a late answer, and a press on its own play button.
  useEffect(() => {
    if (!frame) return;
    let played = false;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== PLAYER_ORIGIN || event.source !== frame.contentWindow) return;
      setState("answered");
      if (!played && isPlayingMessage(event.data)) {
        played = true;
        playRef.current?.();
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frame]);

  // The player's time to answer, which runs from the moment the page has the frame.
  useEffect(() => {
    if (!frame || answered) return;
    const timer = setTimeout(
      () => setState((current) => (current === "answered" ? current : "failed")),
      PLAYER_ANSWER_MS,
    );
    return () => clearTimeout(timer);
  }, [frame, answered]);

  // From the frame's load, say the page listens until the player answers, for as long as it has to
  // answer: a blocked frame's error page logs each message it is sent as a warning.
  useEffect(() => {
    if (!frame || !loaded || answered) return;
    const say = () => frame.contentWindow?.postMessage(LISTENING, PLAYER_ORIGIN);
    say();
    const listen = setInterval(say, LISTEN_EVERY_MS);
    const stop = setTimeout(() => clearInterval(listen), PLAYER_ANSWER_MS);
    return () => {
      clearInterval(listen);
      clearTimeout(stop);
    };
  }, [frame, loaded, answered]);

  return !online && state === "waiting" ? "failed" : state;
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}
