"use client";

import { track } from "@/components/analytics/track";
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { calculatorCopy as copy, type CalculatorToasts } from "@/content/calculator";
import type { CountryCode } from "@/lib/countries";
import {
  buildQuote,
  formatCentihours,
  formatCentipence,
  formatPence,
  quoteTotals,
  type PricedService,
  type Quantities,
} from "@/lib/calculator";
import { clsx } from "clsx";
import { decodeQuoteHash, encodeQuoteHash, quoteAddress } from "@/lib/quote-link";
import { EMPTY_CLIENT, cleanClient, clientLine, type QuoteClient } from "@/lib/quote-client";
import { formatReference, newReferenceCode } from "@/lib/quote-reference";
import { QUOTE_VALID_DAYS, addDays, formatQuoteDate } from "@/lib/quote-document";
import { useCountry } from "@/components/country/country-provider";
import { copyText, downloadTextFile } from "./browser-actions";
import { useQuoteHash } from "./use-quote-hash";
import { QuoteSummary, SUMMARY_ID, type SummaryButtonClasses } from "./quote-summary";
import { ServiceRow } from "./service-row";
import type { QuoteSender } from "./quote-print";
import { loadQuoteCsv, useQuotePrint } from "./quote-documents";
import { QuoteClientForm } from "./quote-client-form";
import { usePrintQr } from "./use-print-qr";
import { fitFigure } from "./fit-figure";
import { useOnScreen } from "./use-on-screen";
import { notify } from "@/components/toast/notify";
import { showAllBands } from "@/components/layout/deferred-bands-script";

/** A category of the catalogue: its rows follow its heading and summary, rendered by the server. */
type CalculatorCategory = { name: string; headingId: string; intro: ReactNode };

/**
 * The page's address as a quote is shared at it, without the hash (lib/quote-link.ts quoteAddress:
 * no query but the campaign's): fixed for the page's life, and unknown to the pre-render.
 */
const noSubscription = () => () => {};
const currentPageAddress = () => quoteAddress(window.location, "");
const noPageAddress = () => null;

/*
 * The catalogue's words (category intros, service names and descriptions, the empty state, the toasts) come
 * from the server part already in each country's spelling, so the spelling rules stay out of the
 * page's JavaScript (docs/performance.md, the script budget).
 */
export type QuoteCalculatorProps = {
  categories: readonly CalculatorCategory[];
  services: readonly PricedService[];
  /** Each service row's name, price and description by service id, server HTML (service-row-head.tsx). */
  rowHeads: Readonly<Record<string, ReactNode>>;
  /** Shown beside the list (lg up) while the quote has no lines. */
  emptyState: ReactNode;
  toasts: Readonly<Record<CountryCode, CalculatorToasts>>;
  /** Server-rendered notes, placed under the summary from lg up (phones get their own copy first). */
  notes: React.ReactNode;
  buttonClasses: SummaryButtonClasses;
  sender: QuoteSender;
};

/**
 * The master pricing calculator (docs/product.md §2, §4, §9). Quantities start empty unless the address holds
 * a shared quote; every change recomputes the lines and totals and rewrites the hash, so the address bar is
 * always a link to the quote on screen: its lines, whom it is for, VAT and its reference.
 */
export function QuoteCalculator({
  categories,
  services,
  rowHeads,
  emptyState,
  toasts,
  notes,
  buttonClasses,
  sender,
}: QuoteCalculatorProps) {
  const { country } = useCountry();
  const ids = useMemo(() => services.map((service) => service.id), [services]);
  const [quantities, setQuantities] = useState<Quantities>({});
  // The reference's code, made when a quote is started; none in the pre-rendered page.
  const [reference, setReference] = useState<string | null>(null);
  const [vat, setVat] = useState(false);
  const [client, setClient] = useState<QuoteClient>(EMPTY_CLIENT);
  // The page's own address without its hash, known once in the browser.
  const pageAddress = useSyncExternalStore(noSubscription, currentPageAddress, noPageAddress);
  const shownClient = useMemo(() => cleanClient(client), [client]);
  const link = useMemo(() => ({ quantities, reference, vat, client }), [quantities, reference, vat, client]);
  const hash = useMemo(() => encodeQuoteHash(link, ids), [link, ids]);
  const fullReference = reference ? formatReference(reference, sender.brandShort) : null;
  const quote = useMemo(() => buildQuote(services, quantities), [services, quantities]);
  const hasQuote = quote.totalCentipence > 0 || quote.totalCentihours > 0;
  // The hidden print document catches up just after each key press has painted its totals.
  const printedQuote = useDeferredValue(quote);
  const categoryNames = useMemo(() => categories.map((category) => category.name), [categories]);
  // The phone's sticky totals bar steps aside while the full summary card is on screen.
  const [summaryCard, setSummaryCard] = useState<HTMLElement | null>(null);
  const summaryOnScreen = useOnScreen(summaryCard);
  const toast = toasts[country.code];

  // The hash is read after hydration: the pre-rendered page is the empty quote docs/product.md §4 starts from.
  useEffect(() => {
    function openLinkedQuote() {
      const linked = decodeQuoteHash(window.location.hash, ids);
      if (!linked) {
        // A fresh page starts a quote of its own; an ordinary anchor keeps the quote on screen.
        setReference((current) => current ?? newReferenceCode());
        return;
      }
      // useQuoteHash rewrites the hash in its normal form once the quote is on screen.
      setQuantities(linked.quantities);
      setVat(linked.vat);
      setClient(linked.client);
      // A link made before quotes had references gets one now, which the rewritten link keeps.
      setReference(linked.reference ?? newReferenceCode());
    }
    openLinkedQuote();
    window.addEventListener("hashchange", openLinkedQuote);
    return () => window.removeEventListener("hashchange", openLinkedQuote);
  }, [ids]);

  // The address bar follows the quote; a typed change is written once its frame has painted.
  const typing = useQuoteHash(hash);
  // One handler for every row that never changes, so a key press re-renders only the row whose
  // quantity changed (rows are memoised), not all twenty: on a slow phone that is the difference
  // between the totals following the typing and lagging behind it.
  const onQuantityChange = useCallback(
    (id: string, quantity: number) => {
      typing();
      setQuantities((current) => ({ ...current, [id]: quantity }));
    },
    [typing],
  );

  const onClientChange = useCallback(
    (field: keyof QuoteClient, value: string) => {
      typing();
      setClient((current) => ({ ...current, [field]: value }));
    },
    [typing],
  );

  const printedLink = pageAddress === null ? null : `${pageAddress}${hash}`;
  const { qr, prepare: prepareQr } = usePrintQr(printedLink, hasQuote);
  const { QuotePrint, preparePrint } = useQuotePrint(hasQuote);

  /**
   * A new quote: no lines, client or VAT, and a reference of its own. The rep's own name and email
   * stay, since the same rep goes on to the next quote.
   */
  function clearAll() {
    setQuantities({});
    setVat(false);
    setClient((current) => ({ ...EMPTY_CLIENT, repName: current.repName, repEmail: current.repEmail }));
    setReference(newReferenceCode());
    // The summary and its focused button disappear; keep keyboard users in the list.
    document.getElementById(`qty-${ids[0] ?? ""}`)?.focus();
  }

  function notifyNotReady() {
    notify(toast.notReady, { description: toast.notReadyDetail, kind: "error" });
  }

  async function exportCsv() {
    let writer;
    try {
      writer = await loadQuoteCsv();
    } catch {
      notifyNotReady();
      return;
    }
    const { buildQuoteCsv, QUOTE_CSV_FILENAME, formatText } = writer;
    const issued = new Date();
    const csv = buildQuoteCsv(
      quote,
      {
        client: shownClient,
        reference: fullReference ?? "",
        date: formatQuoteDate(issued, country),
        validUntil: formatQuoteDate(addDays(issued, QUOTE_VALID_DAYS), country),
        vat,
      },
      (text) => formatText(text, country),
    );
    downloadTextFile(csv, QUOTE_CSV_FILENAME, "text/csv;charset=utf-8");
    track("Quote Exported", { format: "csv" });
    notify(toast.exported, { description: toast.exportedDetail });
  }

  async function copyLink() {
    const copied = await copyText(quoteAddress(window.location, hash));
    if (copied) {
      track("Quote Exported", { format: "link" });
      notify(toast.copied, { description: toast.copiedDetail });
    } else notify(toast.copyFailed, { description: toast.copyFailedDetail, kind: "error" });
  }

  const totalPrice = formatCentipence(quote.totalCentipence);
  const totalTime = formatCentihours(quote.totalCentihours);
  const totalWithVat = vat ? formatPence(quoteTotals(quote.totalCentipence, true).totalPence) : null;

  return (
    <div className="flex flex-col gap-8 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10 print:block">
      {QuotePrint ? (
        <QuotePrint
          sender={sender}
          quote={printedQuote}
          categories={categoryNames}
          client={shownClient}
          vat={vat}
          reference={fullReference}
          link={printedLink}
          qr={qr}
        />
      ) : null}

      <div className="flex min-w-0 flex-col gap-12 print:hidden">
        {categories.map((category) => {
          const lines = quote.lines.filter((line) => line.service.category === category.name);
          return (
            <section key={category.name} aria-labelledby={category.headingId}>
              {category.intro}
              <ul className="@container mt-5 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
                {lines.map((line) => (
                  <ServiceRow
                    key={line.service.id}
                    line={line}
                    head={rowHeads[line.service.id]}
                    onQuantityChange={onQuantityChange}
                  />
                ))}
              </ul>
            </section>
          );
        })}

        <QuoteClientForm
          client={client}
          vat={vat}
          onClientChange={onClientChange}
          onVatChange={(checked) => setVat(checked)}
        />

        {hasQuote ? (
          /*
           * Phones: the totals stay in view while scrolling the list, then settle above the summary.
           * While the summary card itself is on screen the bar steps aside (it would only repeat its
           * figures), keeping its place so nothing below moves. The figures share whatever width the
           * button leaves and shrink rather than push it off the screen.
           */
          <div
            data-quote-bar=""
            className={clsx(
              "sticky bottom-3 z-20 flex items-center gap-3 rounded-2xl bg-ink-900 py-3 pr-3 pl-4 text-white shadow-lg shadow-ink-900/30 transition duration-200 motion-reduce:transition-none lg:hidden",
              summaryOnScreen && "invisible translate-y-3 opacity-0",
            )}
          >
            <p className="@container flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 tabular-nums">
              <span
                className="text-xl font-bold tracking-tight text-accent-300"
                style={fitFigure(totalPrice, 1.25)}
              >
                {totalPrice}
              </span>
              <span className="text-sm text-white/75" style={fitFigure(totalTime, 0.875)}>
                {totalTime}
              </span>
            </p>
            <a
              href={`#${SUMMARY_ID}`}
              onClick={(event) => {
                // A plain jump would replace the quote in the hash with #quote-summary.
                event.preventDefault();
                // Rows still waiting to be laid out would make the distance an estimate.
                showAllBands();
                summaryCard?.scrollIntoView({ block: "start" });
                summaryCard?.focus({ preventScroll: true });
              }}
              className="shrink-0 rounded-full border border-white/30 px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap hover:bg-white/10"
            >
              {copy.reviewQuote}
            </a>
          </div>
        ) : null}
      </div>

      {/* On phones this column dissolves so the summary follows the list. */}
      <div className="contents lg:sticky lg:top-28 lg:flex lg:flex-col lg:gap-6">
        {hasQuote ? (
          <QuoteSummary
            ref={setSummaryCard}
            buttonClasses={buttonClasses}
            quote={quote}
            vat={vat}
            preparedFor={clientLine(shownClient)}
            onClearAll={clearAll}
            onExportCsv={exportCsv}
            onCopyLink={copyLink}
            onPrint={async () => {
              try {
                await preparePrint();
              } catch {
                notifyNotReady();
                return;
              }
              // The QR code is drawn for this print only, before the dialog lays the page out.
              await prepareQr();
              track("Quote Exported", { format: "print" });
              window.print();
            }}
          />
        ) : (
          <div className="hidden rounded-3xl border border-dashed border-ink-900/25 p-6 lg:block print:hidden">
            {emptyState}
          </div>
        )}
        <div className="hidden lg:block print:hidden">{notes}</div>
      </div>

      <p role="status" className="sr-only">
        {hasQuote ? copy.status(totalPrice, totalTime) : copy.statusEmpty}
        {hasQuote && totalWithVat ? copy.statusWithVat(totalWithVat) : null}
      </p>
    </div>
  );
}
