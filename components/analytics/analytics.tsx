"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";
import type { TrackerSetup } from "@/lib/analytics/choice";
import { whenIdle, windowLoaded } from "@/lib/page-timing";
import { bookingLinkClicked } from "./booking-link-click";
import { startTracker } from "./start-tracker";
import { connectTracker, track } from "./track";

/** How long the tracker waits for an idle moment after the load event before it starts anyway. */
const TRACKER_IDLE_TIMEOUT_MS = 3000;

type AnalyticsProps = {
  setup: TrackerSetup;
  /** The paths of the pages where a visitor books (the contact page, the meeting pages, the audit). */
  bookingPaths: readonly string[];
};

/**
 * The site's analytics, present only when the owner has chosen a provider (app/layout.tsx). The
 * tracker loads in idle time after the page has painted and hydrated, so it never competes with
 * the page; events recorded before it arrives wait for it (./track.ts).
 */
export function Analytics({ setup, bookingPaths }: AnalyticsProps) {
  const pathname = usePathname();

  // One page view per page: the first as the visit lands, then one per page reached by the
  // site's own links (a filter or an anchor on the same page is not a new page).
  useEffect(() => {
    track("pageview");
  }, [pathname]);

  useEffect(() => {
    const root = document.documentElement;
    // The state of the tracker, for tests to wait on; the bench also knows the tracker's files by
    // this attribute's name (scripts/dev/bench/page-bytes.mjs), so it is written out here.
    root.setAttribute("data-analytics", "loading");
    const abort = new AbortController();
    let cancelIdle = () => {};
    // After the load event, in a moment the page has to spare: the tracker never competes with
    // the page's own start-up (page views recorded meanwhile wait for it).
    void windowLoaded(abort.signal).then(() => {
      if (abort.signal.aborted) return;
      cancelIdle = whenIdle(start, TRACKER_IDLE_TIMEOUT_MS);
    });
    function start() {
      startTracker(setup).then(
        (connection) => {
          if (abort.signal.aborted) return;
          // Null on the owner's local preview: events stay unsent.
          if (connection) connectTracker(connection);
          root.setAttribute("data-analytics", connection ? "ready" : "preview");
        },
        // Blocked or offline: the visit goes unrecorded and the page carries on.
        () => {
          if (!abort.signal.aborted) root.setAttribute("data-analytics", "unavailable");
        },
      );
    }
    return () => {
      abort.abort();
      cancelIdle();
    };
  }, [setup]);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const click = bookingLinkClicked(event.target, bookingPaths, window.location.origin);
      if (click) track("Booking Link Clicked", click);
    }
    // Capture: recorded before the link's own handler starts a navigation.
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, [bookingPaths]);

  return null;
}
