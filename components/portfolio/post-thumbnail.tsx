"use client";

import { useRef, useState } from "react";
import { clsx } from "clsx";
import { useNearViewport } from "@/components/hooks/use-near-viewport";

type PostThumbnailProps = {
  /** The post's own artwork (local, any shape: square posts, 16:9 event stories). */
  src: string;
  alt: string;
  /** Shown on the designed stand-in until the artwork has loaded, and for good if it cannot. */
  title: string;
  /** The network the post lives on, named on the stand-in. */
  networkName?: string;
};

/**
 * A post's artwork on a 16:9 card, whole (letterboxed on the ink backdrop, never cropped). Until it
 * has loaded, and if it cannot load, a designed stand-in shows the network and the title; once the
 * artwork is in, the stand-in is hidden, not merely painted over, so no part of it can show in the
 * letterbox around a square post.
 *
 * As on the video cards, the <img> is created after hydration (so a failure cannot slip past
 * onError) and only once the card comes near the screen.
 */
export function PostThumbnail({ src, alt, title, networkName }: PostThumbnailProps) {
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
      <PostFallback title={title} networkName={networkName} hidden={loaded} />
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
 * The stand-in: network and title on the brand's ink, laid out as a post card of its own. When the
 * artwork arrives it stays visible only while the artwork fades in over it, then is hidden.
 */
function PostFallback({
  title,
  networkName,
  hidden,
}: {
  title: string;
  networkName?: string;
  hidden: boolean;
}) {
  return (
    <span
      aria-hidden="true"
      data-thumbnail-fallback=""
      className={clsx(
        "absolute inset-0 flex flex-col gap-3 overflow-hidden bg-gradient-to-br from-ink-800 via-ink-900 to-ink-950 p-4 pr-16 transition-[visibility] duration-300 motion-reduce:transition-none",
        hidden && "invisible",
      )}
    >
      <span className="pointer-events-none absolute -top-12 -right-12 size-44 rounded-full bg-accent-600/30 blur-2xl" />
      {networkName ? (
        <span className="relative w-fit rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-white ring-1 ring-white/20">
          {networkName}
        </span>
      ) : null}
      <span className="relative mt-auto line-clamp-3 font-display text-base leading-snug font-bold text-balance text-white">
        {title}
      </span>
    </span>
  );
}
