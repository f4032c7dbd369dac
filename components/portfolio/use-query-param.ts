"use client";

import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}

/**
 * One query parameter of the page's address, read without `useSearchParams`. In a static export
 * `useSearchParams` makes React discard the pre-rendered markup of its Suspense boundary and render
 * it again from scratch (a long main-thread task on a phone). Here hydration uses the value the
 * export was rendered with (none) and React re-renders once with the address's own; a component
 * mounted by a client-side navigation reads the address straight away, so it never flashes the
 * unfiltered state. Back and forward are followed.
 */
export function useQueryParam(name: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );
}
