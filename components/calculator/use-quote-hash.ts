"use client";

import { useCallback, useEffect, useRef } from "react";
import { replaceHash } from "./browser-actions";
import { whenIdle } from "@/lib/page-timing";

/**
 * Keeps the address bar a link to the quote on screen: every change of `hash` (the quote encoded by
 * lib/quote-link.ts), typed, cleared or opened from a link, rewrites the address (but not the first
 * render's empty quote, which must not wipe a linked one before it is read, and never an empty quote
 * over an ordinary anchor such as `#main`). Returns `typing`, to call before a change made by a key
 * press in a quantity or client field.
 *
 * A typed change is written once the key press has painted. `history.replaceState` is a
 * same-document navigation, and Chromium saves the scroll position and anchor with it, which
 * forces a layout of the page React has just changed: inside the key press that layout would be
 * most of the handler's time (on a 4× slower CPU about 40 ms of 60) and would hold back the frame
 * with the new totals. A quote typed on before its rewrite ran writes only its latest form. One still waiting
 * when the tab is hidden (switching apps to paste the address, or leaving the page) is written
 * then, since a hidden tab's idle callbacks may wait. Other changes (Clear All, an opened link) are
 * rare and written at once.
 */
export function useQuoteHash(hash: string) {
  const follows = useRef(false);
  const typed = useRef(false);
  const waiting = useRef<(() => void) | null>(null);

  // Registered once, not per key press: adding listeners on every change costs time in each one.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "hidden") waiting.current?.();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  useEffect(() => {
    const afterPaint = typed.current;
    typed.current = false;
    if (!follows.current) {
      follows.current = true;
      return;
    }
    if (!afterPaint) {
      writeHash(hash);
      return;
    }
    const write = () => {
      cancel();
      writeHash(hash);
    };
    waiting.current = write;
    const cancelIdle = whenIdle(write);
    function cancel() {
      cancelIdle();
      if (waiting.current === write) waiting.current = null;
    }
    // A newer quote, or leaving the page, drops this one's pending rewrite.
    return cancel;
  }, [hash]);

  return useCallback(() => {
    typed.current = true;
  }, []);
}

/** An empty quote clears a quote's hash, but leaves any other anchor alone. */
function writeHash(hash: string) {
  if (hash === "" && !window.location.hash.startsWith("#quote")) return;
  replaceHash(hash);
}
