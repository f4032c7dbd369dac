import { QR_ERROR_CORRECTION, QR_QUIET_ZONE, qrPath, type QrPicture } from "@/lib/quote-qr";

/*
 * The QR encoder (`uqr`, under 4 KB gzip) is not part of the page's JavaScript: it is fetched the
 * first time a quote needs a code, and kept once it has come.
 */

type QrMaker = (text: string) => QrPicture;

let maker: QrMaker | undefined;
let loading: Promise<QrMaker> | undefined;

/** The encoder, fetched on first use. */
export function loadQrMaker(): Promise<QrMaker> {
  loading ??= import("uqr").then(({ encode }) => {
    maker = (text) => {
      const code = encode(text, { ecc: QR_ERROR_CORRECTION, boostEcc: true, border: QR_QUIET_ZONE });
      return { text, size: code.size, path: qrPath(code.data) };
    };
    return maker;
  });
  return loading;
}

/** The encoder if it has already come, so a code can be drawn within a `beforeprint` handler. */
export function loadedQrMaker(): QrMaker | undefined {
  return maker;
}
