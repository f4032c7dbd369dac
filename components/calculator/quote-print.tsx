"use client";

import { memo, useSyncExternalStore } from "react";
import { calculatorCopy as copy } from "@/content/calculator";
import { quotePrintCopy as printCopy } from "@/content/quote-print";
import { formatCentihours, formatCentipence, formatPence, quoteTotals, type Quote } from "@/lib/calculator";
import { formatText } from "@/lib/format";
import { QUOTE_VALID_DAYS, addDays, dayFromKey, formatQuoteDate, localDayKey } from "@/lib/quote-document";
import { clientLine, type QuoteClient } from "@/lib/quote-client";
import type { PrintedQr } from "@/lib/quote-qr";
import { LocalText, PerCountry } from "@/components/country/localized";
import { QuotePrintLine } from "./quote-print-line";
import { QuotePrintLink } from "./quote-print-link";

/** The table's right-aligned figure columns, after the service name. */
const FIGURE_COLUMNS = ["unitPrice", "quantity", "discount", "time", "total"] as const;

/**
 * Who the quote is from, as the page's server part reads it from content/site.ts and passes it in:
 * the owner's details are one object, so a client module that imported them would ship them all.
 */
export type QuoteSender = { brandName: string; brandShort: string; tagline: string; email: string };

type QuotePrintProps = {
  sender: QuoteSender;
  quote: Quote;
  /** Category names in page order; the table groups its lines under them. */
  categories: readonly string[];
  /** Whom it is for, already tidied. */
  client: QuoteClient;
  vat: boolean;
  /** The full reference ("HCS-7K2Q-M4XD"); null until the quote has one. */
  reference: string | null;
  /** The live quote's address; null before the page knows its own. */
  link: string | null;
  qr: PrintedQr | null;
};

/*
 * The issue date is today's, read when the quote is drawn and again just before printing (and when
 * the tab comes back), so a page left open overnight prints tomorrow's date. The pre-rendered page
 * has no date at all (the server snapshot), so hydration never compares two clocks.
 */
function subscribeToDayChanges(onChange: () => void) {
  window.addEventListener("beforeprint", onChange);
  document.addEventListener("visibilitychange", onChange);
  return () => {
    window.removeEventListener("beforeprint", onChange);
    document.removeEventListener("visibilitychange", onChange);
  };
}
const today = () => localDayKey(new Date());
const noDay = () => null;

/**
 * The quote as a sales document, shown only in print: letterhead, whom it is for and who prepared
 * it, reference, date, validity and contact, then one table (a single header row, the chosen lines
 * grouped by category, the totals and any VAT in its footer), the terms, and the live quote's
 * address as text and QR code. The interactive calculator is hidden in print instead of being
 * restyled into a document.
 */
export const QuotePrint = memo(QuotePrintDocument);

function QuotePrintDocument({
  sender,
  quote,
  categories,
  client,
  vat,
  reference,
  link,
  qr,
}: QuotePrintProps) {
  const dayKey = useSyncExternalStore(subscribeToDayChanges, today, noDay);
  const chosen = quote.lines.filter((line) => line.quantity > 0);
  const groups = categories
    .map((category) => ({ category, lines: chosen.filter((line) => line.service.category === category) }))
    .filter((group) => group.lines.length > 0);
  const issued = dayKey ? dayFromKey(dayKey) : null;
  const totals = quoteTotals(quote.totalCentipence, vat);
  const preparedFor = clientLine(client);
  const preparedBy = [client.repName, client.repEmail].filter(Boolean).join(", ");

  return (
    <article
      aria-labelledby="quote-print-heading"
      data-quote-print=""
      className="hidden text-sm leading-snug text-ink-900 print:block"
    >
      <header className="flex items-end justify-between gap-6 border-b-2 border-ink-900 pb-3">
        <div>
          <p className="font-display text-2xl font-bold">{sender.brandName}</p>
          <p className="text-ink-700">
            <LocalText>{sender.tagline}</LocalText>
          </p>
        </div>
        <h2 id="quote-print-heading" className="text-right text-xl font-bold">
          <LocalText>{printCopy.heading}</LocalText>
        </h2>
      </header>

      {chosen.length > 0 && dayKey && issued && reference ? (
        <>
          <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1">
            {preparedFor ? (
              <>
                <dt className="text-ink-700">
                  <LocalText>{printCopy.preparedForLabel}</LocalText>
                </dt>
                <dd className="font-semibold break-words" data-print-client="">
                  {preparedFor}
                </dd>
              </>
            ) : null}
            {preparedBy ? (
              <>
                <dt className="text-ink-700">
                  <LocalText>{printCopy.preparedByLabel}</LocalText>
                </dt>
                <dd className="break-words">{preparedBy}</dd>
              </>
            ) : null}
            <dt className="text-ink-700">
              <LocalText>{printCopy.referenceLabel}</LocalText>
            </dt>
            <dd className="font-semibold tabular-nums">{reference}</dd>
            <dt className="text-ink-700">
              <LocalText>{printCopy.dateLabel}</LocalText>
            </dt>
            <dd>
              <PerCountry render={(country) => formatQuoteDate(issued, country)} />
            </dd>
            <dt className="text-ink-700">
              <LocalText>{printCopy.contactLabel}</LocalText>
            </dt>
            <dd>
              <a href={`mailto:${sender.email}`} className="underline">
                {sender.email}
              </a>
            </dd>
          </dl>
          <p className="mt-3 font-semibold">
            <PerCountry
              render={(country) =>
                formatText(
                  printCopy.validity(
                    QUOTE_VALID_DAYS,
                    formatQuoteDate(addDays(issued, QUOTE_VALID_DAYS), country),
                  ),
                  country,
                )
              }
            />
          </p>

          <table className="mt-6 w-full border-collapse tabular-nums">
            <thead>
              <tr className="border-b-2 border-ink-900 text-xs">
                <th scope="col" className="py-1 text-left font-semibold">
                  <LocalText>{printCopy.columns.service}</LocalText>
                </th>
                {FIGURE_COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="py-1 pl-3 text-right font-semibold whitespace-nowrap"
                  >
                    <LocalText>{printCopy.columns[column]}</LocalText>
                  </th>
                ))}
              </tr>
            </thead>
            {groups.flatMap(({ category, lines }) =>
              lines.map((line, index) => (
                <QuotePrintLine key={line.service.id} line={line} category={index === 0 ? category : null} />
              )),
            )}
            {/* A row group, not a footer group: a footer would repeat the grand total on every page. */}
            <tfoot className="table-row-group break-inside-avoid">
              <tr className="border-t-2 border-ink-900">
                <th scope="row" colSpan={4} className="pt-2 text-right font-semibold">
                  <LocalText>{printCopy.totalLabel}</LocalText>
                </th>
                <td className="pt-2 pl-3 text-right font-semibold whitespace-nowrap">
                  {formatCentihours(quote.totalCentihours)}
                </td>
                <td
                  className={`pt-2 pl-3 text-right whitespace-nowrap ${vat ? "font-semibold" : "text-lg font-bold"}`}
                >
                  {formatCentipence(quote.totalCentipence)}
                </td>
              </tr>
              {vat ? (
                <>
                  <tr>
                    <th scope="row" colSpan={5} className="pt-1 text-right font-semibold">
                      <LocalText>{printCopy.vatLabel}</LocalText>
                    </th>
                    <td className="pt-1 pl-3 text-right font-semibold whitespace-nowrap">
                      {formatPence(totals.vatPence)}
                    </td>
                  </tr>
                  <tr>
                    <th scope="row" colSpan={5} className="pt-1 text-right font-semibold">
                      <LocalText>{printCopy.totalWithVatLabel}</LocalText>
                    </th>
                    <td className="pt-1 pl-3 text-right text-lg font-bold whitespace-nowrap">
                      {formatPence(totals.totalPence)}
                    </td>
                  </tr>
                </>
              ) : null}
            </tfoot>
          </table>

          <ul className="mt-6 flex list-disc break-inside-avoid flex-col gap-1 pl-5 text-xs text-ink-700">
            {printCopy.terms.map((term, index) => (
              <li key={term}>
                <LocalText>{vat && index === 0 ? printCopy.vatTerm : term}</LocalText>
              </li>
            ))}
          </ul>

          {link ? <QuotePrintLink link={link} qr={qr} /> : null}
        </>
      ) : (
        <p className="mt-4">
          <LocalText>{copy.emptyText}</LocalText>
        </p>
      )}
    </article>
  );
}
