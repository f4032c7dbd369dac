"use client";

import { useEffect } from "react";
import { parseProviderRedirect } from "@/lib/booking-message";

/**
 * Follows "[Redirect]<url>" messages (docs/product.md §4) posted by the frame `getFrame()` returns, and only
 * by it: the message must come from that frame's window, from `providerOrigin`, to an http(s) URL
 * or a path on this site.
 */
export function useProviderRedirect(getFrame: () => HTMLIFrameElement | null, providerOrigin: string) {
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const frameWindow = getFrame()?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      const target = parseProviderRedirect(event, providerOrigin, window.location.origin);
      if (target) window.location.assign(target);
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [getFrame, providerOrigin]);
}
