"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { HeroFilmLabels } from "@/content/interface";
import { useHasBeenTrue } from "@/components/hooks/use-has-been-true";
import { track } from "@/components/analytics/track";
import { whenIdle, windowLoaded } from "@/lib/page-timing";
import { CONTENT_COLUMN } from "@/components/ui/content-column";
import type { ShowreelDialogFilm } from "./showreel-dialog";

// The dialog (and Radix Dialog with it) downloads on the first press of "Watch", not with the page.
const ShowreelDialog = lazy(() =>
  import("./showreel-dialog").then((module) => ({ default: module.ShowreelDialog })),
);

type HeroShowreelProps = {
  /** The film's files, what it shows and its title in the dialog. */
  film: ShowreelDialogFilm;
  labels: HeroFilmLabels;
  closeLabel: string;
  captionsLabel: string;
};

/** Whether this visitor has asked for less: reduced motion, or the browser's data saver. */
function prefersStillImage(): boolean {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  return saveData === true || window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

const CONTROL =
  "inline-flex h-10 items-center text-sm sm:h-11 sm:text-base justify-center rounded-full bg-ink-950/75 text-white ring-1 ring-white/35 backdrop-blur-sm transition-colors hover:bg-ink-950/95 motion-reduce:transition-none";

/**
 * A film hero's moving picture: a muted loop behind the headline that never competes with the
 * page, and a "Watch" button that plays the same film with sound and controls in a dialog.
 * The loop sits over the poster (components/layout/film-hero-media.tsx), an ordinary
 * server-rendered image that paints with the page and is the hero's largest paint; the clip's
 * files are not even named to the browser until the page has loaded and gone idle, so they never
 * take bandwidth from what the first screen needs. Visitors who prefer reduced motion or save
 * data keep the poster, with a button to play it if they choose, and everyone can pause it
 * (a moving image that lasts over five seconds needs a pause control, WCAG 2.2.2).
 */
export function HeroShowreel({ film, labels, closeLabel, captionsLabel }: HeroShowreelProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const watchRef = useRef<HTMLButtonElement>(null);
  /** Whether the clip's sources are on the page (they are added once, then kept). */
  const [sourced, setSourced] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [watching, setWatching] = useState(false);
  const dialogWanted = useHasBeenTrue(watching);
  /** A visitor's own pause holds until they press play again. */
  const pausedByVisitor = useRef(false);
  /** The loop rests while the film plays in the dialog, and resumes after if it was playing. */
  const resting = useRef(false);
  const resumeAfterWatching = useRef(false);

  const play = () => void videoRef.current?.play().catch(() => setPlaying(false));

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
    if (!pausedByVisitor.current && !resting.current) play();
  }, [sourced]);

  // Off screen the loop pauses, so it costs nothing while the visitor reads further down.
  useEffect(() => {
    const video = videoRef.current;
    if (!sourced || !video || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (pausedByVisitor.current || resting.current) return;
      if (entry?.isIntersecting) play();
      else video.pause();
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [sourced]);

  const toggle = () => {
    if (playing) {
      pausedByVisitor.current = true;
      videoRef.current?.pause();
      return;
    }
    pausedByVisitor.current = false;
    if (sourced) play();
    else setSourced(true);
  };

  const watch = () => {
    resumeAfterWatching.current = playing;
    resting.current = true;
    videoRef.current?.pause();
    setWatching(true);
    track("Video Played", { video: film.title });
  };

  const stopWatching = () => {
    setWatching(false);
    resting.current = false;
    if (resumeAfterWatching.current && !pausedByVisitor.current) play();
  };

  return (
    <>
      <video
        ref={videoRef}
        aria-label={film.description}
        muted
        loop
        playsInline
        preload="none"
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        // A pixel inside the poster on every side: the clip's first frame is then always a smaller
        // paint than the poster, so it never replaces the poster as the page's largest paint
        // (which Chrome would time at the clip's start, seconds after the page loaded).
        className={`absolute top-px left-px h-[calc(100%-2px)] w-[calc(100%-2px)] object-cover transition-opacity duration-700 motion-reduce:transition-none ${playing ? "opacity-100" : "opacity-0"}`}
      >
        {sourced && film.webm ? <source src={film.webm} type="video/webm" /> : null}
        {sourced ? <source src={film.mp4} type="video/mp4" /> : null}
      </video>
      {/* The controls stand on the page's content column, under the headline's left edge, not in
          the screen's corner: on a phone the column's padding, from 1024 px up below the words
          (the hero's text keeps clear of the bottom 6rem there). */}
      <div className="pointer-events-none absolute inset-x-0 bottom-3 z-10 sm:bottom-6 lg:bottom-8">
        <div className={CONTENT_COLUMN}>
          <div data-slot="film-controls" className="pointer-events-auto flex w-fit items-center gap-2">
            <button
              ref={watchRef}
              type="button"
              onClick={watch}
              className={`${CONTROL} gap-2 pr-4 pl-1.5 font-semibold whitespace-nowrap sm:gap-2.5 sm:pr-5 sm:pl-2`}
            >
              <span className="inline-flex size-7 items-center justify-center rounded-full bg-accent-600">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="ml-0.5 size-3.5 fill-current">
                  <path d="M6 3.5v13l11-6.5z" />
                </svg>
              </span>
              {labels.watch}
            </button>
            <button
              type="button"
              onClick={toggle}
              aria-label={playing ? labels.pause : labels.play}
              className={`${CONTROL} w-10 sm:w-11`}
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
                {playing ? <path d="M5 3h3.5v14H5zM11.5 3H15v14h-3.5z" /> : <path d="M6 3.5v13l11-6.5z" />}
              </svg>
            </button>
          </div>
        </div>
      </div>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <ShowreelDialog
            film={watching ? film : null}
            onClose={stopWatching}
            returnFocusRef={watchRef}
            closeLabel={closeLabel}
            captionsLabel={captionsLabel}
          />
        </Suspense>
      ) : null}
    </>
  );
}
