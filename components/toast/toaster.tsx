"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToasterRequested, subscribeToToasterRequest } from "./notify";

const SonnerToaster = lazy(() =>
  import("./sonner-toaster").then((module) => ({ default: module.SonnerToaster })),
);

/** Mounts the toast region the first time `notify()` is called; raise toasts with `notify`. */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToToasterRequest, isToasterRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
