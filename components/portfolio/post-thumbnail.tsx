"use client";

import { useRef, useState } from "react";
import { clsx } from "clsx";
import { useNearViewport } from "@/components/hooks/use-near-viewport";

type PostThumbnailProps = {
  /** The post's own artwork (local, any shape: square posts, 16:9 event stories). */
  src: string;
  alt: string;
  /** The network the post lives on, named on the stand-in. */
  networkName?: string;
};

/**
 * A post's artwork on a 16:9 card, whole (letterboxed on the ink backdrop, never cropped). Until it
 * has loaded, and if it cannot load, a designed stand-in shows the network and a post's outline (not
 * the title: the card's heading, right below, says it); once the artwork is in, the stand-in is
 * hidden, not merely painted over, so no part of it can show in the letterbox around a square post.
 *
 * As on the video cards, the <img> is created after hydration (so a failure cannot slip past
 * onError) and only once the card comes near the screen.
 */
export function PostThumbnail({ src, alt, networkName }: PostThumbnailProps) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(boxRef);
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  const loaded = state === "loaded";

  return (
    <span
      ref={boxRef}
      data-post-thumbnail={state}
      className="relative block aspect-video overflow-hidden bg-ink-950"
    >
      <PostFallback networkName={networkName} hidden={loaded} />
      {near && state !== "failed" ? (
        // A plain <img>: the export has no image optimiser, and the artwork is already sized.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          data-thumbnail-state={loaded ? "loaded" : "loading"}
          onLoad={(event) => setState(event.currentTarget.naturalWidth > 0 ? "loaded" : "failed")}
          onError={() => setState("failed")}
          className={clsx(
            "absolute inset-0 size-full bg-ink-950 object-contain transition-opacity duration-300 motion-reduce:transition-none",
            loaded ? "opacity-100" : "opacity-0",
          )}
        />
      ) : null}
    </span>
  );
}

/**
 * The stand-in: the network and the outline of a post (an image above two lines of text) on the
 * brand's ink. When the artwork arrives it stays visible only while the artwork fades in over it,
 * then is hidden.
 */
function PostFallback({ networkName, hidden }: { networkName?: string; hidden: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-thumbnail-fallback=""
      className={clsx(
        "absolute inset-0 flex flex-col gap-3 overflow-hidden bg-gradient-to-br from-ink-800 via-ink-900 to-ink-950 p-4 transition-[visibility] duration-300 motion-reduce:transition-none",
        hidden && "invisible",
      )}
    >
      <span className="pointer-events-none absolute -top-12 -right-12 size-44 rounded-full bg-accent-600/30 blur-2xl" />
      {networkName ? (
        <span className="relative w-fit rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-white ring-1 ring-white/20">
          {networkName}
        </span>
      ) : null}
      <span className="relative mx-auto mt-auto mb-auto flex w-2/5 min-w-24 flex-col gap-1.5 rounded-lg bg-white/10 p-2 ring-1 ring-white/15">
        <svg viewBox="0 0 40 24" className="w-full text-white/30">
          <rect width="40" height="24" rx="3" fill="currentColor" />
          <path d="M6 19l8-8 6 6 4-4 10 6H6z" fill="currentColor" className="text-ink-950/40" />
        </svg>
        <span className="h-1.5 w-4/5 rounded-full bg-white/30" />
        <span className="h-1.5 w-3/5 rounded-full bg-white/20" />
      </span>
    </span>
  );
}
