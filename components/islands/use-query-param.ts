"use client";

import { useEffect, useState } from "react";

/**
 * One query parameter of the page's address, read without `useSearchParams`. In a static export
 * `useSearchParams` makes React discard the pre-rendered markup of its Suspense boundary and render
 * it again from scratch (a long main-thread task on a phone). Here the page hydrates with the value
 * the export was rendered with (none), then takes the address's own, and follows back/forward.
 */
export function useQueryParam(name: string): string | null {
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setValue(new URLSearchParams(window.location.search).get(name));
    read();
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, [name]);
  return value;
}
