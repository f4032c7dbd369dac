"use client";

import { useEffect } from "react";
import { Toaster } from "sonner";
import { interfaceCopy } from "@/content/interface";
import { toasterMounted } from "./notify";
import { watchToastGestures } from "./toast-gestures";

const DURATION_MS = 5000;

/**
 * Sonner's toast region with docs/product.md §9's settings: one visible, 5000 ms, F8 to focus it, 420px wide;
 * paused while focused and dismissed by a 50 px swipe right (toast-gestures.ts).
 */
export function SonnerToaster() {
  // Runs after sonner's own Toaster effect (children's effects run first), so it is subscribed.
  useEffect(toasterMounted, []);
  useEffect(() => watchToastGestures(DURATION_MS), []);
  return (
    <Toaster
      visibleToasts={1}
      duration={DURATION_MS}
      // Swipes are handled by watchToastGestures, which holds to the 50 px of docs/product.md §4.
      swipeDirections={[]}
      hotkey={["F8"]}
      position="bottom-right"
      closeButton
      containerAriaLabel={interfaceCopy.notificationsLabel}
      style={{ "--width": "min(420px, calc(100vw - 2rem))" } as React.CSSProperties}
      toastOptions={{ classNames: { toast: "font-sans", description: "!text-ink-700" } }}
    />
  );
}
