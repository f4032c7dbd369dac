"use client";

import { useEffect, useState, type RefObject } from "react";

/** How far ahead of the screen an element counts as near: one screen height, as lazy images do. */
const AHEAD = "100% 0px";

/** One observer for every element on the page; each is dropped once it has come near. */
let observer: IntersectionObserver | null = null;
const onNear = new Map<Element, () => void>();

function stopWatching(element: Element) {
  onNear.delete(element);
  observer?.unobserve(element);
}

function watch(element: Element, callback: () => void) {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        onNear.get(entry.target)?.();
        stopWatching(entry.target);
      }
    },
    { rootMargin: AHEAD },
  );
  onNear.set(element, callback);
  observer.observe(element);
}

/**
 * False until the element has come within a screen of the viewport, then true for good. Lets a
 * component put off work nobody can see yet: a page of video cards renders each card's image as
 * it scrolls near, instead of all of them in one long task right after hydration. Where the
 * browser has no IntersectionObserver, it is true as soon as the page is interactive.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const markNear = () => setNear(true);
    if (typeof IntersectionObserver === "undefined") return markNear();
    watch(element, markNear);
    return () => stopWatching(element);
  }, [ref, near]);
  return near;
}
