"use client";

import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { SocialItem } from "@/content/social";
import { clsx } from "clsx";
import { useHasBeenTrue } from "@/components/hooks/use-has-been-true";
import { useNearViewport } from "@/components/hooks/use-near-viewport";
import { SAME_PLACE, stepTarget } from "./carousel-step";

// Downloaded on first opening, not with the page (Radix Dialog is the largest part of an island).
const SocialDetailDialog = lazy(() =>
  import("./social-detail-dialog").then((module) => ({ default: module.SocialDetailDialog })),
);

type SocialCarouselProps = {
  items: readonly SocialItem[];
  /** Each item's card face (./post-card-face.tsx), in the same order: server HTML. */
  faces: readonly ReactNode[];
  /** The right-pointing chevron the step buttons show, drawn by the server parent so the icon set stays out of this island's bundle. */
  stepIcon: ReactNode;
  labels: {
    carousel: string;
    previous: string;
    next: string;
    impressions: string;
    viewOriginal: string;
    openHint: string;
    close: string;
  };
};

/**
 * Where the row can come to rest: each card's left edge on the row's left edge, clamped to the
 * scrollable range (as the browser's own snapping clamps them), in order and without repeats.
 */
function snapPositions(scroller: HTMLElement): number[] {
  const max = scroller.scrollWidth - scroller.clientWidth;
  const paddingLeft = Number.parseFloat(getComputedStyle(scroller).scrollPaddingLeft) || 0;
  const origin =
    scroller.getBoundingClientRect().left + scroller.clientLeft + paddingLeft - scroller.scrollLeft;
  const positions: number[] = [];
  for (const card of scroller.children) {
    const position = Math.min(Math.max(card.getBoundingClientRect().left - origin, 0), max);
    const last = positions.at(-1);
    if (last === undefined || position - last > SAME_PLACE) positions.push(position);
  }
  return positions;
}

/**
 * A horizontally scrolling row of posts. Native overflow scrolling gives swipe, trackpad and
 * arrow keys (the row is focusable); mandatory scroll-snap rests every scroll with a card's left
 * edge on the row's, and the buttons step to such a resting place. The row's edges are the content
 * column's (the heading's above it): desktop shows whole cards only; a phone shows one card with
 * the next peeking in, and room at the end for the last card to come to rest at the left edge too.
 */
export function SocialCarousel({ items, faces, stepIcon, labels }: SocialCarouselProps) {
  const scrollerRef = useRef<HTMLUListElement>(null);
  // The row sits far down the page: its artwork is lazy, so none of it is fetched before what paints
  // first. Once the row comes within a screen of view every card's is fetched, the ones scrolled
  // sideways out of the row's view too (a lazy image there would load only once swiped to).
  const rowNear = useNearViewport(scrollerRef);
  const openerRef = useRef<HTMLElement | null>(null);
  // Where a smooth scroll started by a press is heading: a quick second press steps on from there.
  const pendingTarget = useRef<number | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const [selected, setSelected] = useState<SocialItem | null>(null);
  const socialDetailDialogWanted = useHasBeenTrue(selected !== null);

  // The faces are server HTML with lazy artwork: once the row is near, every card's is fetched.
  useEffect(() => {
    if (!rowNear) return;
    for (const image of scrollerRef.current?.querySelectorAll("img[loading='lazy']") ?? [])
      (image as HTMLImageElement).loading = "eager";
  }, [rowNear]);

  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const atStart = scroller.scrollLeft <= 1;
    const atEnd = scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - 1;
    setEdges((previous) =>
      previous.atStart === atStart && previous.atEnd === atEnd ? previous : { atStart, atEnd },
    );
  }, []);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const onScroll = () => {
      if (
        pendingTarget.current !== null &&
        Math.abs(scroller.scrollLeft - pendingTarget.current) <= SAME_PLACE
      ) {
        pendingTarget.current = null;
      }
      measure();
    };
    // The visitor took over (swipe, wheel, keys), or the scroll ended short of where it was heading.
    const forgetTarget = () => {
      pendingTarget.current = null;
    };
    // The observer reports once on observe(), which also takes the first measurement.
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    scroller.addEventListener("scroll", onScroll, { passive: true });
    scroller.addEventListener("scrollend", forgetTarget);
    scroller.addEventListener("pointerdown", forgetTarget, { passive: true });
    scroller.addEventListener("wheel", forgetTarget, { passive: true });
    scroller.addEventListener("keydown", forgetTarget);
    return () => {
      observer.disconnect();
      scroller.removeEventListener("scroll", onScroll);
      scroller.removeEventListener("scrollend", forgetTarget);
      scroller.removeEventListener("pointerdown", forgetTarget);
      scroller.removeEventListener("wheel", forgetTarget);
      scroller.removeEventListener("keydown", forgetTarget);
    };
  }, [measure]);

  const step = (direction: -1 | 1) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const gap = Number.parseFloat(getComputedStyle(scroller).columnGap) || 0;
    const target = stepTarget(
      snapPositions(scroller),
      pendingTarget.current ?? scroller.scrollLeft,
      direction,
      scroller.clientWidth,
      gap,
    );
    if (target === undefined) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    pendingTarget.current = reduceMotion ? null : target;
    scroller.scrollTo({ left: target, behavior: reduceMotion ? "instant" : "smooth" });
  };

  return (
    <div>
      <div className="mb-6 flex justify-end gap-2">
        <ArrowButton
          label={labels.previous}
          disabled={edges.atStart}
          onClick={() => step(-1)}
          icon={stepIcon}
          direction="previous"
        />
        <ArrowButton
          label={labels.next}
          disabled={edges.atEnd}
          onClick={() => step(1)}
          icon={stepIcon}
          direction="next"
        />
      </div>
      <ul
        ref={scrollerRef}
        tabIndex={0}
        aria-label={labels.carousel}
        data-carousel=""
        // Its box is the content column, so scroll-padding 0 is the column's own edge. On a phone a
        // card is the width less the end padding: the next one peeks in, and the padding lets the
        // last card come to rest at the left edge as well.
        className="flex snap-x snap-mandatory scroll-px-0 [scrollbar-width:thin] gap-4 overflow-x-auto overscroll-x-contain pr-[16%] pb-4 sm:gap-6 sm:pr-0"
      >
        {items.map((item, index) => (
          <li key={item.id} data-carousel-card="" className="post-card-item">
            <button
              type="button"
              onClick={(event) => {
                openerRef.current = event.currentTarget;
                setSelected(item);
              }}
              // post-card.css: its focus ring is drawn inside the card, above the artwork.
              className="group post-card"
            >
              {faces[index]}
            </button>
          </li>
        ))}
      </ul>
      {socialDetailDialogWanted ? (
        <Suspense fallback={null}>
          <SocialDetailDialog
            item={selected}
            onClose={() => setSelected(null)}
            returnFocusRef={openerRef}
            labels={labels}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function ArrowButton({
  label,
  disabled,
  onClick,
  icon,
  direction,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  icon: ReactNode;
  direction: "previous" | "next";
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={clsx(
        "inline-flex size-12 items-center justify-center rounded-full border border-ink-900/15 bg-white text-ink-900 shadow-sm transition-colors hover:border-ink-900/40 hover:bg-paper-deep disabled:cursor-not-allowed disabled:opacity-40 motion-reduce:transition-none",
      )}
    >
      <span className={clsx("inline-flex", direction === "previous" && "rotate-180")}>{icon}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
