"use client";

import { calculatorCopy as copy } from "@/content/calculator";
import { formatCentihours, formatCentipence, formatPence, quoteTotals, type Quote } from "@/lib/calculator";
import { clsx } from "clsx";
import { fitFigure } from "./fit-figure";

export const SUMMARY_ID = "quote-summary";

/**
 * Button classes, resolved on the server from `buttonVariants`: importing components/ui/button here
 * would ship cva and tailwind-merge (~9 KB gzip) to the browser for three class strings.
 */
export type SummaryButtonClasses = { primary: string; secondary: string };

type QuoteSummaryProps = {
  buttonClasses: SummaryButtonClasses;
  quote: Quote;
  vat: boolean;
  /** "Jane Doe, Acme Ltd", or "" while the quote names no client. */
  preparedFor: string;
  onClearAll: () => void;
  onExportCsv: () => void;
  onCopyLink: () => void;
  onPrint: () => void;
  className?: string;
  /** The card itself, so the page can tell when it is on screen. */
  ref?: React.Ref<HTMLElement>;
};

/** The totals card, shown only while the quote has a price or time above 0 (docs/product.md §2). */
export function QuoteSummary({
  buttonClasses,
  quote,
  vat,
  preparedFor,
  onClearAll,
  onExportCsv,
  onCopyLink,
  onPrint,
  className,
  ref,
}: QuoteSummaryProps) {
  const chosen = quote.lines.filter((line) => line.quantity > 0);
  const units = chosen.reduce((sum, line) => sum + line.quantity, 0);
  const totalPrice = formatCentipence(quote.totalCentipence);
  const totalTime = formatCentihours(quote.totalCentihours);
  const totals = quoteTotals(quote.totalCentipence, vat);

  return (
    <section
      ref={ref}
      id={SUMMARY_ID}
      aria-labelledby={`${SUMMARY_ID}-heading`}
      tabIndex={-1}
      className={clsx(
        "scroll-mt-24 rounded-3xl bg-ink-900 p-6 text-white shadow-xl shadow-ink-900/20 sm:p-7",
        // The printed quote is its own document (QuotePrint), totals included.
        "print:hidden",
        className,
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${SUMMARY_ID}-heading`} className="text-2xl font-bold">
          {copy.summaryHeading}
        </h2>
        <p className="text-xs font-semibold tracking-wide text-white/75 uppercase">{copy.summaryCurrency}</p>
      </div>

      {/*
        The price has the card's whole width and the time a row of its own: side by side, a
        six-figure price and a four-figure time overflowed the 22rem column. Each figure stays on
        one line and shrinks only when it would not fit (fitFigure, measured against this dl).
      */}
      <dl className="@container mt-6 tabular-nums">
        <div>
          <dt className="text-sm text-white/75">{copy.totalPriceLabel}</dt>
          <dd
            className="mt-1 text-4xl font-extrabold tracking-tight text-accent-300"
            style={fitFigure(totalPrice, 2.25)}
          >
            {totalPrice}
          </dd>
        </div>
        {vat ? (
          <>
            <div className="mt-3 flex flex-wrap items-baseline justify-between gap-x-4">
              <dt className="text-sm text-white/75">{copy.vatLabel}</dt>
              <dd className="text-base font-semibold">{formatPence(totals.vatPence)}</dd>
            </div>
            <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4">
              <dt className="text-sm text-white/75">{copy.totalWithVatLabel}</dt>
              <dd className="text-xl font-bold tracking-tight">{formatPence(totals.totalPence)}</dd>
            </div>
          </>
        ) : null}
        <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-4 border-t border-white/15 pt-4">
          <dt className="text-sm text-white/75">{copy.totalTimeLabel}</dt>
          <dd className="text-2xl font-bold tracking-tight" style={fitFigure(totalTime, 1.5)}>
            {totalTime}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-white/75">{copy.lineCount(chosen.length, units)}</p>
      {preparedFor ? (
        <p className="mt-1 text-sm break-words text-white/90" data-summary-client="">
          {copy.preparedFor(preparedFor)}
        </p>
      ) : null}

      <div className="mt-6 grid grid-cols-2 gap-2">
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
