"use client";

import { useRef, useState } from "react";
import { THUMBNAIL_QUALITIES, isPlaceholderThumbnail, isYouTubeId, youtubeThumbnailUrl } from "@/lib/youtube";
import { clsx } from "clsx";
import { useNearViewport } from "@/components/hooks/use-near-viewport";

type VideoThumbnailProps = {
  /** The YouTube video whose thumbnail to show (maxres first, then hqdefault); "" shows the panel. */
  videoId?: string;
  /** A local poster to use instead of the platform's thumbnail. */
  src?: string;
  alt: string;
  /** Shown on the designed fallback when no image loads. */
  title: string;
  className?: string;
};

/**
 * A 16:9 thumbnail that never shows a broken image (docs/architecture.md). It tries the platform's maxres
 * image, treats the 120×90 "missing" placeholder as a failure and falls back to hqdefault, and when nothing
 * loads (offline, blocked, unknown id) leaves the designed title panel underneath visible. Built from spans
 * so it can sit inside a button.
 *
 * The <img> is only created after hydration: a pre-rendered image can fail before React attaches
 * onError, and the failure would then go unnoticed. It is created once the card comes within a
 * screen of the viewport, so a page of cards does not render every image right after hydration
 * (the largest single cost of the portfolio's start-up on a slow phone).
 */
export function VideoThumbnail({ videoId, src, alt, title, className }: VideoThumbnailProps) {
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
      <ThumbnailFallback title={title} />
      {near && current ? (
        // A plain <img>: the export has no image optimiser and these are already sized by the host.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          key={current}
          src={current}
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

/**
 * The designed stand-in: the title on the brand's ink, so a blocked thumbnail still reads as a card.
 * One small line at the bottom keeps it clear of the play badge centred over every still.
 */
function ThumbnailFallback({ title }: { title: string }) {
  return (
    <span
      aria-hidden="true"
      data-thumbnail-fallback=""
      className="absolute inset-0 flex items-end bg-gradient-to-br from-ink-800 via-ink-900 to-ink-950 p-3.5 sm:p-4"
    >
      <span className="pointer-events-none absolute -top-10 -right-10 size-40 rounded-full bg-accent-600/35 blur-2xl" />
      <span className="pointer-events-none absolute -bottom-12 left-6 size-32 rounded-full bg-cool-700/40 blur-2xl" />
      <span className="relative line-clamp-1 max-w-[90%] font-display text-sm leading-snug font-semibold text-white/85">
        {title}
      </span>
    </span>
  );
}
