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

export function notify(title: string, options?: ExternalToast & { kind?: ToastKind }) {
  if (!requested) {
    requested = true;
    requestListeners.forEach((listener) => listener());
  }
  const { kind = "success", ...toastOptions } = options ?? {};
  void Promise.all([import("sonner"), mounted]).then(([{ toast }]) => {
    // A new toast replaces the one showing (SPEC §4): the old one leaves rather than waiting,
    // hidden behind the new one, for its own timer. The new one gets a fresh id and a full timer.
    toast.dismiss();
    toast[kind](title, { ...toastOptions, id: undefined });
  });
}
