"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { isToasterRequested, subscribeToToasterRequest } from "./notify";

const SonnerToaster = dynamic(() => import("./sonner-toaster").then((module) => module.SonnerToaster), {
  ssr: false,
});

/** Mounts the toast region the first time `notify()` is called; raise toasts with `notify`. */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToToasterRequest, isToasterRequested, () => false);
  return requested ? <SonnerToaster /> : null;
}
