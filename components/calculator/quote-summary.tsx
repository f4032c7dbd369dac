"use client";

import { calculatorCopy as copy } from "@/content/calculator";
import { formatCentihours, formatCentipence, type Quote } from "@/lib/calculator";
import { clsx } from "clsx";

export const SUMMARY_ID = "quote-summary";

/**
 * Button classes, resolved on the server from `buttonVariants`: importing components/ui/button here
 * would ship cva and tailwind-merge (~9 KB gzip) to the browser for three class strings.
 */
export type SummaryButtonClasses = { primary: string; secondary: string };

type QuoteSummaryProps = {
  buttonClasses: SummaryButtonClasses;
  quote: Quote;
  onClearAll: () => void;
  onExportCsv: () => void;
  onCopyLink: () => void;
  onPrint: () => void;
  className?: string;
};

/** The totals card, shown only while the quote has a price or time above 0 (SPEC §2). */
export function QuoteSummary({
  buttonClasses,
  quote,
  onClearAll,
  onExportCsv,
  onCopyLink,
  onPrint,
  className,
}: QuoteSummaryProps) {
  const chosen = quote.lines.filter((line) => line.quantity > 0);
  const units = chosen.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <section
      id={SUMMARY_ID}
      aria-labelledby={`${SUMMARY_ID}-heading`}
      tabIndex={-1}
      className={clsx(
        "scroll-mt-24 rounded-3xl bg-ink-900 p-6 text-white shadow-xl shadow-ink-900/20 sm:p-7",
        "print:mt-6 print:rounded-none print:border-t-2 print:border-ink-900 print:bg-transparent print:p-0 print:pt-4 print:text-ink-900 print:shadow-none",
        className,
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${SUMMARY_ID}-heading`} className="text-2xl font-bold">
          {copy.summaryHeading}
        </h2>
        <p className="text-xs font-semibold tracking-wide text-white/75 uppercase print:text-ink-700">
          {copy.summaryCurrency}
        </p>
      </div>

      <dl className="mt-6 grid grid-cols-[1fr_auto] items-end gap-4 tabular-nums print:flex print:justify-end print:gap-10">
        <div>
          <dt className="text-sm text-white/75 print:text-ink-700">{copy.totalPriceLabel}</dt>
          <dd className="mt-1 text-4xl font-extrabold tracking-tight text-accent-300 print:text-ink-900">
            {formatCentipence(quote.totalCentipence)}
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-sm text-white/75 print:text-ink-700">{copy.totalTimeLabel}</dt>
          <dd className="mt-1 text-2xl font-bold tracking-tight">
            {formatCentihours(quote.totalCentihours)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-white/75 print:text-right print:text-ink-700">
        {copy.lineCount(chosen.length, units)}
      </p>

      <div className="mt-6 grid grid-cols-2 gap-2 print:hidden">
        <button type="button" onClick={onExportCsv} className={clsx(buttonClasses.primary, "col-span-2")}>
          {copy.exportCsv}
        </button>
        <button type="button" onClick={onCopyLink} className={buttonClasses.secondary}>
          {copy.copyLink}
        </button>
        <button type="button" onClick={onPrint} className={buttonClasses.secondary}>
          {copy.print}
        </button>
        <button
          type="button"
          onClick={onClearAll}
          className="col-span-2 inline-flex h-11 items-center justify-center rounded-full px-5 text-sm font-semibold text-white/90 transition-colors hover:bg-white/10 motion-reduce:transition-none"
        >
          {copy.clearAll}
        </button>
      </div>
    </section>
  );
}
