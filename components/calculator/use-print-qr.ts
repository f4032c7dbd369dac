"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { PrintedQr } from "@/lib/quote-qr";
import { loadQrMaker, loadedQrMaker } from "./quote-qr";
import { whenIdle } from "@/lib/page-timing";

/**
 * The printed quote's QR code of `link`, drawn only when the quote is printed: from the Print quote
 * button (`prepare`, awaited before the print dialog opens) or from the browser's own print command
 * (`beforeprint`). A code drawn for an older link is not returned.
 *
 * The browser lays out its print preview straight after `beforeprint`, so the code must be drawn
 * inside that handler. Once the quote has lines (`ready`) the encoder is therefore fetched in idle
 * time, never with the page; a print started before it has come gets the code as soon as it does.
 * A link longer than a code holds gives the note that takes the code's place, never an error.
 */
export function usePrintQr(link: string | null, ready: boolean) {
  const [qr, setQr] = useState<PrintedQr | null>(null);
  const latest = useRef(link);
  useEffect(() => {
    latest.current = link;
  }, [link]);

  useEffect(() => {
    if (!ready) return;
    // A failed fetch (offline) only leaves the printed address without its code.
    return whenIdle(() => void loadQrMaker().catch(() => undefined), 3000);
  }, [ready]);

  useEffect(() => {
    const onBeforePrint = () => {
      const text = latest.current;
      if (!text) return;
      const make = loadedQrMaker();
      if (make) flushSync(() => setQr(make(text)));
      else
        loadQrMaker().then(
          (lateMake) => setQr(lateMake(text)),
          () => undefined,
        );
    };
    window.addEventListener("beforeprint", onBeforePrint);
    return () => window.removeEventListener("beforeprint", onBeforePrint);
  }, []);

  const prepare = useCallback(async () => {
    const text = latest.current;
    if (!text) return;
    try {
      const make = await loadQrMaker();
      flushSync(() => setQr(make(text)));
    } catch {
      // Printed without the code; the address is printed as text all the same.
    }
  }, []);

  return { qr: qr && qr.text === link ? qr : null, prepare };
}
