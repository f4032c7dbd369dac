"use client";

import { toast } from "sonner";

/** docs/product.md §4: a swipe to the right of at least this many pixels dismisses the toast. */
const SWIPE_DISMISS_PX = 50;

const TOAST = "[data-sonner-toast]";
/** The notifications region F8 moves focus to, and the toasts inside it. */
const REGION = "[data-sonner-toaster]";

/**
 * What sonner does not do as docs/product.md §4 asks, added around its toaster:
 * - a toast pauses while it, or the notifications region F8 moves to, has keyboard focus, not
 *   only while hovered: its close timer is suspended (duration Infinity) while focus is there and
 *   restarted in full when focus leaves;
 * - a swipe right dismisses it only past 50 px (sonner's own swipe also dismisses short, fast
 *   flicks and shorter drags, so its swipe is turned off with `swipeDirections={[]}`).
 * Returns a function that removes the listeners.
 */
export function watchToastGestures(duration: number): () => void {
  const setDuration = (value: number) => {
    for (const shown of toast.getToasts()) {
      if ("dismiss" in shown) continue;
      toast(shown.title, { ...shown, id: shown.id, duration: value });
    }
  };
  const inRegion = (target: EventTarget | null) => target instanceof Element && !!target.closest(REGION);
  const onFocusIn = (event: FocusEvent) => {
    if (inRegion(event.target) && !inRegion(event.relatedTarget)) setDuration(Infinity);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (inRegion(event.target) && !inRegion(event.relatedTarget)) setDuration(duration);
  };

  let swipeStart: { x: number; y: number } | null = null;
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    swipeStart =
      target?.closest(TOAST) && !target.closest("button") ? { x: event.clientX, y: event.clientY } : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!swipeStart) return;
    const across = event.clientX - swipeStart.x;
    const down = Math.abs(event.clientY - swipeStart.y);
    swipeStart = null;
    if (across >= SWIPE_DISMISS_PX && across > down) toast.dismiss();
  };

  document.addEventListener("focusin", onFocusIn);
  document.addEventListener("focusout", onFocusOut);
  document.addEventListener("pointerdown", onPointerDown);
  document.addEventListener("pointerup", onPointerUp);
  return () => {
    document.removeEventListener("focusin", onFocusIn);
    document.removeEventListener("focusout", onFocusOut);
    document.removeEventListener("pointerdown", onPointerDown);
    document.removeEventListener("pointerup", onPointerUp);
  };
}
