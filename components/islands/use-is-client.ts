"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False while pre-rendering and hydrating, true afterwards, without a setState-in-effect render. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
