"use client";

import { useEffect } from "react";
import { parseProviderRedirect } from "@/lib/booking-message";
import { track } from "@/components/analytics/track";

/**
 * Follows "[Redirect]<url>" messages (docs/product.md §4) posted by the frame `getFrame()` returns, and only
 * by it: the message must come from that frame's window, from `providerOrigin`, to an http(s) URL
 * or a path on this site. The redirect is the provider's word that a booking is made: it is recorded
 * as "Booking Completed" for `form` (sent by beacon, so it survives the navigation that follows).
 */
export function useProviderRedirect(
  getFrame: () => HTMLIFrameElement | null,
  providerOrigin: string,
  form: string,
) {
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const frameWindow = getFrame()?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      const target = parseProviderRedirect(event, providerOrigin, window.location.origin);
      if (!target) return;
      track("Booking Completed", { form });
      window.location.assign(target);
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [getFrame, providerOrigin, form]);
}
