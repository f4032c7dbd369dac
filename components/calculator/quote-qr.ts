import { QR_ERROR_CORRECTION, QR_QUIET_ZONE, qrPath, type PrintedQr } from "@/lib/quote-qr";

/*
 * The QR encoder (`uqr`, under 4 KB gzip) is not part of the page's JavaScript: it is fetched the
 * first time a quote needs a code, and kept once it has come.
 */

type QrMaker = (text: string) => PrintedQr;

let maker: QrMaker | undefined;
let loading: Promise<QrMaker> | undefined;

/** The encoder, fetched on first use. */
export function loadQrMaker(): Promise<QrMaker> {
  loading ??= import("uqr").then(({ encode }) => {
    maker = (text) => {
      try {
        const code = encode(text, { ecc: QR_ERROR_CORRECTION, boostEcc: true, border: QR_QUIET_ZONE });
        return { text, size: code.size, path: qrPath(code.data) };
      } catch (error) {
        // The encoder's only refusal of a text is a RangeError ("Data too long"): no code holds it.
        if (error instanceof RangeError) return { text, tooLong: true };
        throw error;
      }
    };
    return maker;
  });
  return loading;
}

/** The encoder if it has already come, so a code can be drawn within a `beforeprint` handler. */
export function loadedQrMaker(): QrMaker | undefined {
  return maker;
}
