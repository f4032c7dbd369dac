import { formatCentihours, formatCentipence, formatPercent, formatPounds, type Quote } from "./calculator";

/** The name the browser saves the export under (docs/product.md §7). */
export const QUOTE_CSV_FILENAME = "pricing-quote.csv";

/** docs/product.md §9, in this order. */
export const QUOTE_CSV_COLUMNS = [
  "Category",
  "Service",
  "Base Price",
  "Quantity",
  "Discount",
  "Total Price",
  "Total Time",
  "Description",
] as const;

/**
 * A UTF-8 byte-order mark. Without it Excel reads a CSV as the system code page and shows "Â£"
 * for every pound sign.
 */
export const UTF8_BOM = "\uFEFF";

/*
 * OWASP "CSV Injection": a cell starting with one of these is run as a formula by spreadsheet
 * programs, so a leading apostrophe makes it literal text. Tab and carriage return are on the list
 * because some programs strip them and then see the character behind.
 */
const FORMULA_TRIGGERS = ["=", "+", "-", "@", "\t", "\r"];

/** Neutralises a text cell a spreadsheet would otherwise evaluate as a formula. */
export function guardFormula(text: string): string {
  return FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger)) ? `'${text}` : text;
}

/** RFC 4180: a field holding a comma, double quote, CR or LF is quoted, with inner quotes doubled. */
export function quoteField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

type Cell = string | number;

function csvCell(cell: Cell): string {
  // Numbers are written as they are; only text can carry a formula.
  return typeof cell === "number" ? String(cell) : quoteField(guardFormula(cell));
}

/** One CSV record per line, CRLF-terminated as RFC 4180 asks. */
function csvRecord(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/**
 * The quote as CSV text: BOM, header row, then one row per line with quantity above 0, in
 * catalogue order. Money and time cells use the same formatting as the screen ("£1,530.00",
 * "15.0h"), so the file and the page never disagree. `localise` puts copy into the visitor's spelling.
 */
export function buildQuoteCsv(quote: Quote, localise: (text: string) => string = (text) => text): string {
  const rows = quote.lines
    .filter((line) => line.quantity > 0)
    .map((line) =>
      csvRecord([
        line.service.category,
        line.service.name,
        formatPounds(line.service.basePrice),
        line.quantity,
        formatPercent(line.discountPercent),
        formatCentipence(line.priceCentipence),
        formatCentihours(line.timeCentihours),
        localise(line.service.description),
      ]),
    );
  return UTF8_BOM + csvRecord(QUOTE_CSV_COLUMNS) + rows.join("");
}
