import { quotePrintCopy as printCopy } from "@/content/quote-print";
import { qrPrintWidthMm, type PrintedQr } from "@/lib/quote-qr";
import { LocalText } from "@/components/country/localized";

type QuotePrintLinkProps = {
  /** The live quote's address. */
  link: string;
  /** Its code, once drawn for printing, or the note that the link is too long for one. */
  qr: PrintedQr | null;
};

/**
 * The foot of the printed quote: the address of the live quote as text and as a QR code, so the
 * client can go from paper or a PDF back to the same quote. The code is an SVG path drawn with
 * crisp edges on a white square, quiet zone included, so it prints sharp at any resolution. A link
 * too long for any code gets a short note in the code's place.
 */
export function QuotePrintLink({ link, qr }: QuotePrintLinkProps) {
  return (
    <section
      aria-labelledby="quote-print-link-heading"
      className="mt-6 flex break-inside-avoid items-start gap-5 border-t border-line pt-4"
    >
      {qr && "path" in qr ? (
        <svg
          data-quote-qr=""
          role="img"
          aria-label={printCopy.qrLabel}
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          shapeRendering="crispEdges"
          className="shrink-0"
          style={{ width: `${qrPrintWidthMm(qr.size)}mm`, height: `${qrPrintWidthMm(qr.size)}mm` }}
        >
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.path} fill="#000" />
        </svg>
      ) : null}
      <div className="min-w-0">
        <h3 id="quote-print-link-heading" className="font-semibold">
          <LocalText>{printCopy.linkHeading}</LocalText>
        </h3>
        {qr && "tooLong" in qr ? (
          <p className="mt-1 text-xs text-ink-700" data-quote-qr-note="">
            <LocalText>{printCopy.linkTextWithoutCode}</LocalText>
          </p>
        ) : (
          <p className="mt-1 text-xs text-ink-700">
            <LocalText>{printCopy.linkText}</LocalText>
          </p>
        )}
        <p className="mt-2 text-xs break-all" data-quote-link="">
          {link}
        </p>
      </div>
    </section>
  );
}
