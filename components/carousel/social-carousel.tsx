"use client";

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { SocialItem } from "@/content/social";
import { clsx } from "clsx";
import { useHasBeenTrue } from "@/components/hooks/use-has-been-true";
import { PostArtwork } from "./post-artwork";
import { Icon } from "@/components/ui/icon";

// Downloaded on first opening, not with the page (Radix Dialog is the largest part of an island).
const SocialDetailDialog = lazy(() =>
  import("./social-detail-dialog").then((module) => ({ default: module.SocialDetailDialog })),
);

/** Each press of previous/next moves this share of the visible width (SPEC §9). */
export const CAROUSEL_STEP = 0.8;

type SocialCarouselProps = {
  items: readonly SocialItem[];
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
 * A horizontally scrolling row of posts. Native overflow scrolling gives swipe, trackpad and
 * arrow keys (the row is focusable); the buttons move exactly 80% of the visible width, so the row
 * deliberately has no scroll-snap, which would round each step to the nearest card.
 */
export function SocialCarousel({ items, labels }: SocialCarouselProps) {
  const scrollerRef = useRef<HTMLUListElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const [selected, setSelected] = useState<SocialItem | null>(null);
  const socialDetailDialogWanted = useHasBeenTrue(selected !== null);

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
    // The observer reports once on observe(), which also takes the first measurement.
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    scroller.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener("scroll", measure);
    };
  }, [measure]);

  const step = (direction: -1 | 1) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    scroller.scrollBy({
      left: direction * scroller.clientWidth * CAROUSEL_STEP,
      behavior: reduceMotion ? "auto" : "smooth",
    });
  };

  return (
    <div>
      <div className="mb-6 flex justify-end gap-2">
        <ArrowButton
          label={labels.previous}
          disabled={edges.atStart}
          onClick={() => step(-1)}
          direction="previous"
        />
        <ArrowButton label={labels.next} disabled={edges.atEnd} onClick={() => step(1)} direction="next" />
      </div>
      <ul
        ref={scrollerRef}
        tabIndex={0}
        aria-label={labels.carousel}
        data-carousel=""
        className="-mx-5 flex [scrollbar-width:thin] gap-4 overflow-x-auto overscroll-x-contain px-5 pb-4 sm:-mx-8 sm:gap-6 sm:px-8"
      >
        {items.map((item) => (
          <li key={item.id} className="w-[78%] shrink-0 sm:w-[46%] lg:w-[31%]">
            <button
              type="button"
              onClick={(event) => {
                openerRef.current = event.currentTarget;
                setSelected(item);
              }}
              className="group flex h-full w-full flex-col overflow-hidden rounded-3xl border border-line bg-white text-left shadow-sm shadow-ink-950/5 transition-shadow hover:shadow-xl hover:shadow-ink-950/10 motion-reduce:transition-none"
            >
              <span className="relative block aspect-square overflow-hidden bg-ink-900">
                {/* Local artwork, so it cannot be blocked and needs no fallback. */}
                <PostArtwork
                  item={item}
                  className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                />
              </span>
              <span className="flex flex-1 flex-col gap-2 p-5">
                <span className="w-fit rounded-full bg-cool-50 px-3 py-1 text-xs font-semibold text-cool-800 ring-1 ring-cool-100">
                  {item.impressions} {labels.impressions}
                </span>
                <span className="font-display text-lg leading-snug font-bold text-ink-900">{item.title}</span>
                <span className="mt-auto text-sm font-semibold text-accent-700">
                  {labels.openHint}
                  <span aria-hidden="true"> →</span>
                </span>
              </span>
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
  direction,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
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
      <Icon name="chevron-right" className={clsx("size-5", direction === "previous" && "rotate-180")} />
      <span className="sr-only">{label}</span>
    </button>
  );
}
