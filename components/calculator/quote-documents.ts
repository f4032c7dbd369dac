"use client";

import { useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { whenIdle } from "@/lib/page-timing";
import type * as QuotePrintModule from "./quote-print";
import type * as QuoteCsvModule from "@/lib/quote-csv";
import type { formatText } from "@/lib/format";

/*
 * The printed quote and the CSV writer matter only once a quote has lines, so they are not part of
 * the page's JavaScript (docs/performance.md, the script budget): they are fetched in idle time as
 * soon as there is a quote, and awaited by the Print and Download buttons in case a press beats
 * them. A failed fetch (offline) is forgotten, so the next press tries again.
 */

type PrintModule = typeof QuotePrintModule;
/** The CSV writer with the spelling rules it applies (they are not in the page's JavaScript either). */
type CsvModule = typeof QuoteCsvModule & { formatText: typeof formatText };

/** `load` run on the first call and its promise shared after; a failed load is forgotten, so the next call tries again. */
function fetchedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

const loadPrintModule = fetchedOnce<PrintModule>(() => import("./quote-print"));

/** The CSV writer, fetched on first use. */
export const loadQuoteCsv = fetchedOnce<CsvModule>(() =>
  Promise.all([import("@/lib/quote-csv"), import("@/lib/format")]).then(([csv, { formatText }]) => ({
    ...csv,
    formatText,
  })),
);

/**
 * The print document's component once it has come (null before), fetched in idle time once `ready`;
 * `preparePrint` fetches it if need be and renders it before it resolves, for a print about to start.
 */
export function useQuotePrint(ready: boolean) {
  const [QuotePrint, setQuotePrint] = useState<PrintModule["QuotePrint"] | null>(null);

  useEffect(() => {
    if (!ready) return;
    return whenIdle(() => {
      loadPrintModule().then(
        (loaded) => setQuotePrint(() => loaded.QuotePrint),
        () => undefined,
      );
      loadQuoteCsv().catch(() => undefined);
    }, 3000);
  }, [ready]);

  const preparePrint = useCallback(async () => {
    const loaded = await loadPrintModule();
    flushSync(() => setQuotePrint(() => loaded.QuotePrint));
  }, []);

  return { QuotePrint, preparePrint };
}
