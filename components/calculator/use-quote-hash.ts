"use client";

import { useCallback, useEffect, useRef } from "react";
import type { Quantities } from "@/lib/calculator";
import { encodeQuoteHash } from "@/lib/quote-link";
import { replaceHash } from "./browser-actions";
import { whenIdle } from "./when-idle";

/**
 * Keeps the address bar a link to the quote on screen: every change of quote, typed, cleared or
 * opened from a link, rewrites the hash (but not the first render's empty quote, which must not
 * wipe a linked one before it is read). Returns `typing`, to call before a change made by a key
 * press in a quantity field.
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
export function useQuoteHash(quantities: Quantities, ids: readonly string[]) {
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
      replaceHash(encodeQuoteHash(quantities, ids));
      return;
    }
    const write = () => {
      cancel();
      replaceHash(encodeQuoteHash(quantities, ids));
    };
    waiting.current = write;
    const cancelIdle = whenIdle(write);
    function cancel() {
      cancelIdle();
      if (waiting.current === write) waiting.current = null;
    }
    // A newer quote, or leaving the page, drops this one's pending rewrite.
    return cancel;
  }, [quantities, ids]);

  return useCallback(() => {
    typed.current = true;
  }, []);
}
