"use client";

import { useEffect, useRef, useState } from "react";
import { showreelCopy } from "@/content/interface";
import { whenIdle, windowLoaded } from "@/lib/page-timing";

type HeroShowreelProps = {
  /** The clip's files; the WebM ("" for none) is offered first, as it is the smaller. */
  mp4: string;
  webm: string;
  /** What the clip shows, for visitors who can't see it. */
  description: string;
};

/** Whether this visitor has asked for less: reduced motion, or the browser's data saver. */
function prefersStillImage(): boolean {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  return saveData === true || window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The owner's showreel beside a hero's headline: a muted loop that never competes with the page.
 * It sits over the poster (components/layout/hero-media.tsx), an ordinary server-rendered image
 * that paints with the page and is the hero's largest paint; the
 * clip's files are not even named to the browser until the page has loaded and gone idle, so they
 * never take bandwidth from what the first screen needs. Visitors who prefer reduced motion or
 * save data keep the poster, with a button to play it if they choose, and everyone can pause it
 * (a moving image that lasts over five seconds needs a pause control, WCAG 2.2.2).
 */
export function HeroShowreel({ mp4, webm, description }: HeroShowreelProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  /** Whether the clip's sources are on the page (they are added once, then kept). */
  const [sourced, setSourced] = useState(false);
  const [playing, setPlaying] = useState(false);
  /** A visitor's own pause holds until they press play again. */
  const pausedByVisitor = useRef(false);

  useEffect(() => {
    if (prefersStillImage()) return;
    const abort = new AbortController();
    let cancelIdle = () => {};
    void windowLoaded(abort.signal).then(() => {
      if (!abort.signal.aborted) cancelIdle = whenIdle(() => setSourced(true));
    });
    return () => {
      abort.abort();
      cancelIdle();
    };
  }, []);

  // Sources added after the element was made are only read on load().
  useEffect(() => {
    const video = videoRef.current;
    if (!sourced || !video) return;
    video.load();
    if (!pausedByVisitor.current) void video.play().catch(() => setPlaying(false));
  }, [sourced]);

  // Off screen the loop pauses, so it costs nothing while the visitor reads further down.
  useEffect(() => {
    const video = videoRef.current;
    if (!sourced || !video || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (pausedByVisitor.current) return;
      if (entry?.isIntersecting) void video.play().catch(() => setPlaying(false));
      else video.pause();
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [sourced]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (playing) {
      pausedByVisitor.current = true;
      video.pause();
      return;
    }
    pausedByVisitor.current = false;
    if (sourced) void video.play().catch(() => setPlaying(false));
    else setSourced(true);
  };

  return (
    <>
      <video
        ref={videoRef}
        aria-label={description}
        muted
        loop
        playsInline
        preload="none"
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className={playing ? "opacity-100" : "opacity-0"}
      >
        {sourced && webm ? <source src={webm} type="video/webm" /> : null}
        {sourced ? <source src={mp4} type="video/mp4" /> : null}
      </video>
      <button type="button" onClick={toggle} aria-label={playing ? showreelCopy.pause : showreelCopy.play}>
        <svg aria-hidden="true" viewBox="0 0 20 20">
          {playing ? <path d="M5 3h3.5v14H5zM11.5 3H15v14h-3.5z" /> : <path d="M6 3.5v13l11-6.5z" />}
        </svg>
      </button>
    </>
  );
}
