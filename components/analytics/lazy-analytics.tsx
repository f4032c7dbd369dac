"use client";

import { lazy, Suspense, type ComponentProps } from "react";

// The island's code (and the tracker it starts) downloads only on a site with analytics on.
const Analytics = lazy(() => import("./analytics").then((module) => ({ default: module.Analytics })));

/** The analytics island, fetched when it first renders (components/analytics/site-analytics.tsx). */
export function LazyAnalytics(props: ComponentProps<typeof Analytics>) {
  return (
    <Suspense fallback={null}>
      <Analytics {...props} />
    </Suspense>
  );
}
