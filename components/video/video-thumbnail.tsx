"use client";

import { useRef, useState } from "react";
import { THUMBNAIL_QUALITIES, isPlaceholderThumbnail, isYouTubeId, youtubeThumbnailUrl } from "@/lib/youtube";
import { clsx } from "clsx";
import { useNearViewport } from "@/components/hooks/use-near-viewport";
import { ThumbnailArtwork } from "./thumbnail-artwork";

/** A card is a full column on a phone, half a row on a tablet and a third on a desktop. */
const POSTER_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

type VideoThumbnailProps = {
  /** The YouTube video whose thumbnail to show (maxres first, then hqdefault); "" shows the panel. */
  videoId?: string;
  /** A local poster to use instead of the platform's thumbnail. */
  src?: string;
  /** The poster's resized files, when the owner supplied one (components/video/video-poster.ts). */
  srcSet?: string;
  alt: string;
  /** Picks the designed fallback's variant, so neighbouring cards differ. */
  seed: string;
  className?: string;
};

/**
 * A 16:9 thumbnail that never shows a broken image (docs/architecture.md). It tries the platform's maxres
 * image, treats the 120×90 "missing" placeholder as a failure and falls back to hqdefault, and when nothing
 * loads (offline, blocked, unknown id) leaves the designed artwork underneath visible (no title on it:
 * the card's heading says what the video is). An owner's poster (`src`, with its resized `srcSet`)
 * takes the platform's place. Built from spans so it can sit inside a button.
 *
 * The <img> is only created after hydration: a pre-rendered image can fail before React attaches
 * onError, and the failure would then go unnoticed. It is created once the card comes within a
 * screen of the viewport, so a page of cards does not render every image right after hydration
 * (the largest single cost of the portfolio's start-up on a slow phone).
 */
export function VideoThumbnail({ videoId, src, srcSet, alt, seed, className }: VideoThumbnailProps) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(boxRef);
  // No id yet (or not an id at all): the designed panel alone, and nothing asked of the platform.
  const sources = src
    ? [src]
    : isYouTubeId(videoId)
      ? THUMBNAIL_QUALITIES.map((q) => youtubeThumbnailUrl(videoId, q))
      : [];
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const current = sources[attempt];

  const tryNext = () => {
    setLoaded(false);
    setAttempt((value) => value + 1);
  };

  return (
    <span ref={boxRef} className={clsx("relative block aspect-video overflow-hidden bg-ink-900", className)}>
      <ThumbnailArtwork seed={seed} />
      {near && current ? (
        // A plain <img>: the export has no image optimiser and these are already sized by the host.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          key={current}
          src={current}
          srcSet={src ? srcSet : undefined}
          sizes={src && srcSet ? POSTER_SIZES : undefined}
          alt={alt}
          loading="lazy"
          decoding="async"
          data-thumbnail-state={loaded ? "loaded" : "loading"}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            // Only the platform answers a missing image with a tiny placeholder; local art is trusted.
            if (src ? naturalWidth === 0 : isPlaceholderThumbnail(naturalWidth, naturalHeight)) tryNext();
            else setLoaded(true);
          }}
          onError={tryNext}
          className={clsx(
            "absolute inset-0 size-full object-cover transition-opacity duration-300 motion-reduce:transition-none",
            loaded ? "opacity-100" : "opacity-0",
          )}
        />
      ) : null}
    </span>
  );
}
