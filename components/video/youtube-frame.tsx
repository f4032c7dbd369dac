"use client";

import { useEffect, useRef, useState } from "react";
import { PLAYER_ORIGIN, youtubePlayerUrl, youtubeWatchUrl } from "@/lib/youtube";

/** After the frame has loaded, how long the player has to answer before the page offers YouTube itself. */
const ANSWER_WAIT_MS = 4_000;
/** A frame that has not even loaded by now is not going to. */
const LOAD_WAIT_MS = 15_000;
/** How often the page says it is listening until the player answers (the player ignores it until ready). */
const LISTEN_EVERY_MS = 250;

/** The player's message channel: the page says it listens, the player answers with its events. */
const LISTENING = JSON.stringify({ event: "listening", id: 1, channel: "widget" });

type YouTubeFrameProps = {
  videoId: string;
  title: string;
  /** The frame's accessible name. */
  frameTitle: string;
  /** The film's still, shown behind the way out when the player cannot load. */
  still?: { src: string; srcSet?: string };
  labels: { unavailable: string; watchOnYouTube: string; newTab: string };
};

/**
 * YouTube's privacy-enhanced player, autoplaying, that never leaves a visitor at a broken frame.
 * A frame cannot tell the page that it was blocked (a privacy extension, a firewall, offline), so
 * the page opens the player's message channel and waits for it to answer; a player that has not
 * answered a few seconds after its frame loaded is covered by the film's still and a "Watch on
 * YouTube" link. A late answer takes the cover away again. Mounted only once a visitor presses
 * play, so nothing is asked of YouTube before.
 */
export function YouTubeFrame({ videoId, title, frameTitle, still, labels }: YouTubeFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [src] = useState(() => youtubePlayerUrl(videoId, window.location.origin));
  const [state, setState] = useState<"waiting" | "answered" | "failed">(() =>
    navigator.onLine === false ? "failed" : "waiting",
  );
  const [loaded, setLoaded] = useState(false);
  const answered = state === "answered";

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || answered) return;
    const fail = () => setState((current) => (current === "answered" ? current : "failed"));
    const onMessage = (event: MessageEvent) => {
      if (event.origin === PLAYER_ORIGIN && event.source === frame.contentWindow) setState("answered");
    };
    window.addEventListener("message", onMessage);
    if (!loaded) {
      const loadTimer = setTimeout(fail, LOAD_WAIT_MS);
      return () => {
        window.removeEventListener("message", onMessage);
        clearTimeout(loadTimer);
      };
    }
    const say = () => frame.contentWindow?.postMessage(LISTENING, PLAYER_ORIGIN);
    say();
    const listen = setInterval(say, LISTEN_EVERY_MS);
    const answerTimer = setTimeout(() => {
      clearInterval(listen);
      fail();
    }, ANSWER_WAIT_MS);
    return () => {
      window.removeEventListener("message", onMessage);
      clearInterval(listen);
      clearTimeout(answerTimer);
    };
  }, [answered, loaded]);

  return (
    <div className="relative size-full" data-player-state={state}>
      <iframe
        ref={frameRef}
        src={src}
        title={frameTitle}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => setLoaded(true)}
        className="size-full"
      />
      {state === "failed" ? (
        <div className="absolute inset-0 flex items-end overflow-hidden bg-ink-950 sm:items-center">
          {still ? (
            // The film's own still from this site (the build made it); nothing from YouTube.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={still.src}
              srcSet={still.srcSet}
              sizes="(min-width: 1024px) 1000px, 100vw"
              alt=""
              className="absolute inset-0 size-full object-cover opacity-45"
            />
          ) : null}
          <div
            role="status"
            className="relative flex w-full flex-col items-start gap-3 bg-gradient-to-t from-ink-950 via-ink-950/85 to-transparent p-4 sm:mx-auto sm:w-auto sm:max-w-lg sm:items-center sm:rounded-2xl sm:bg-ink-950/85 sm:bg-none sm:p-7 sm:text-center"
          >
            <p className="max-w-md text-sm text-white sm:text-base">{labels.unavailable}</p>
            <a
              href={youtubeWatchUrl(videoId)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-11 items-center gap-2 rounded-full bg-accent-600 px-5 text-sm font-semibold text-white hover:bg-accent-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
            >
              {labels.watchOnYouTube}
              <span aria-hidden="true">↗</span>
              <span className="sr-only">
                {" "}
                {title} {labels.newTab}
              </span>
            </a>
          </div>
        </div>
      ) : null}
    </div>
  );
}
