/*
 * The printed quote's QR code as one SVG path. The modules come from the `uqr` encoder, which the
 * calculator loads only when a quote is about to be printed; this file draws them and holds the
 * choices that make the code scan from paper.
 */

/** Four light modules on every side: the quiet zone the QR standard asks for. */
export const QR_QUIET_ZONE = 4;

/**
 * Error correction M (15% of the code may be lost): a creased or smudged printout still scans, and
 * a long quote's link still fits a code of modest size. The encoder raises it where the same size
 * of code has room to spare.
 */
export const QR_ERROR_CORRECTION = "M";

/** A drawn code: `size` modules square, quiet zone included; `path` fills the dark ones. */
export type QrPicture = { readonly text: string; readonly size: number; readonly path: string };

/**
 * A link longer than any code holds (about 2,330 bytes at error correction M: client fields at
 * their caps in a non-Latin script, or emoji, pass it): the printed quote says so where the code
 * would be, and keeps the link as text.
 */
export type NoQrCode = { readonly text: string; readonly tooLong: true };

/** What the printed quote shows beside its link. */
export type PrintedQr = QrPicture | NoQrCode;

/**
 * Each row's runs of dark modules as rectangles in one path: a few hundred short commands, crisp
 * at any print resolution (the SVG is drawn with crispEdges), where a bitmap would blur.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const commands: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      commands.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return commands.join("");
}

/**
 * How wide the code prints, in millimetres: half a millimetre a module, which a phone camera
 * resolves from a page held at reading distance, and at least 32 mm so a short link's code is not
 * a speck; at most 70 mm, the width a longest quote's code needs.
 */
export function qrPrintWidthMm(size: number): number {
  return Math.min(70, Math.max(32, Math.ceil(size / 2)));
}
