"use client";

import { useEffect, useState } from "react";

/**
 * Whether any part of `element` is inside the viewport, kept up to date by an IntersectionObserver.
 * False while there is no element, and where the browser has no IntersectionObserver. Pass the
 * element from a callback ref (`useState` setter), so an element that mounts later is observed too.
 */
export function useOnScreen(element: Element | null): boolean {
  const [seen, setSeen] = useState<{ element: Element | null; onScreen: boolean }>({
    element: null,
    onScreen: false,
  });

  useEffect(() => {
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries.at(-1);
      if (latest) setSeen({ element, onScreen: latest.isIntersecting });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  // A report about an element that has since gone (Clear All, then a new quote) says nothing.
  return element !== null && seen.element === element && seen.onScreen;
}
