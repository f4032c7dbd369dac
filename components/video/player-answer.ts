"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { isPlayingMessage, PLAYER_ORIGIN } from "@/lib/youtube";

/** After the frame has loaded, how long the player has to answer before the page offers YouTube itself. */
const ANSWER_WAIT_MS = 4_000;
/** A frame that has not even loaded by now is not going to. */
const LOAD_WAIT_MS = 15_000;
/** How often the page says it is listening until the player answers (the player ignores it until ready). */
const LISTEN_EVERY_MS = 250;

/** The player's message channel: the page says it listens, the player answers with its events. */
const LISTENING = JSON.stringify({ event: "listening", id: 1, channel: "widget" });

/** Waiting for the player, heard from it, or given up on (the page then offers YouTube itself). */
export type PlayerState = "waiting" | "answered" | "failed";

/**
 * Whether YouTube's player in `frame` answers on its message channel (`enablejsapi=1`). A frame
 * cannot tell the page that it was blocked (a privacy extension, a firewall, offline), so the page
 * says it is listening and waits: a player that has not answered a few seconds after its frame
 * loaded (`loaded`), or whose frame has not loaded at all after longer, has failed; a late answer
 * still counts. `onPlay` hears the first time the player reports it is playing.
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

  // Until it answers: say the page listens once the frame has loaded, and give up in time.
  useEffect(() => {
    if (!frame || answered) return;
    const fail = () => setState((current) => (current === "answered" ? current : "failed"));
    if (!loaded) {
      const loadTimer = setTimeout(fail, LOAD_WAIT_MS);
      return () => clearTimeout(loadTimer);
    }
    const say = () => frame.contentWindow?.postMessage(LISTENING, PLAYER_ORIGIN);
    say();
    const listen = setInterval(say, LISTEN_EVERY_MS);
    const answerTimer = setTimeout(() => {
      clearInterval(listen);
      fail();
    }, ANSWER_WAIT_MS);
    return () => {
      clearInterval(listen);
      clearTimeout(answerTimer);
    };
  }, [frame, answered, loaded]);

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
