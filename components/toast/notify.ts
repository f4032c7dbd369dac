"use client";

import type { ExternalToast } from "sonner";

/*
 * Toasts are rare (a country switch, a CSV download), so sonner (~10 KB gzip) is fetched the first
 * time one is raised instead of on every page load. `notify` asks the <Toaster> island to mount,
 * waits until sonner's toaster is listening, then shows the toast.
 */
type ToastKind = "success" | "error" | "info" | "message";

const requestListeners = new Set<() => void>();
let requested = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function subscribeToToasterRequest(listener: () => void) {
  requestListeners.add(listener);
  return () => {
    requestListeners.delete(listener);
  };
}

export function isToasterRequested() {
  return requested;
}

/** Called by the lazily loaded toaster once sonner has subscribed to its store. */
export function toasterMounted() {
  markMounted();
}

/** Counts notifications, so one overtaken while sonner loads is never shown. */
let latestCall = 0;

export function notify(title: string, options?: ExternalToast & { kind?: ToastKind }) {
  const call = ++latestCall;
  if (!requested) {
    requested = true;
    requestListeners.forEach((listener) => listener());
  }
  const { kind = "success", ...toastOptions } = options ?? {};
  void Promise.all([import("sonner"), mounted]).then(([{ toast }]) => {
    // Two notifications while sonner was still loading: show only the newer. Sonner adds a toast
    // on a timer but dismisses on the next frame, so dismissing one it has not added yet can miss
    // it, and both would stay on screen.
    if (call !== latestCall) return;
    // A new toast replaces the one showing (docs/product.md §4): the old one leaves rather than waiting,
    // hidden behind the new one, for its own timer. The new one gets a fresh id and a full timer.
    toast.dismiss();
    toast[kind](title, { ...toastOptions, id: undefined });
  });
}
