import {
  VAT_PERCENT,
  formatCentihours,
  formatCentipence,
  formatPence,
  formatPercent,
  formatPounds,
  quoteTotals,
  type Quote,
} from "./calculator";
import { cleanText } from "./clean-text";
import type { QuoteClient } from "./quote-client";

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
const FORMULA_TRIGGERS = new Set(["=", "+", "-", "@", "\t", "\r"]);

/*
 * Look-alikes a spreadsheet may read as those signs: East Asian editions of Excel take the
 * full-width ＝ ＋ － ＠ (U+FF1D, U+FF0B, U+FF0D, U+FF20) for their ASCII forms, the small forms
 * ﹦ ﹢ ﹣ ﹫ fold to them too, and ⩵ ⩶ (U+2A75, U+2A76) fold to "==" and "==="; NFKC folds them
 * all, so the cell is folded before its first character is read. The minus sign (U+2212) does not
 * fold, so it is named. What a reader cannot see before the sign is skipped, as some programs trim
 * or ignore it on import: spaces of every width (ASCII, no-break, ideographic…), every format
 * character (the prepended number signs U+0600–U+0605 and U+110BD among them, which are not
 * default-ignorable) and the characters Unicode says to draw as nothing (the joiners and the
 * variation selectors the cleaning rule keeps, Hangul fillers…). Tab and carriage return are not
 * among them: they are triggers themselves.
 */
const MINUS_SIGN = "\u2212";
const LEADING_INVISIBLE = /^[\p{Zs}\p{Cf}\p{Default_Ignorable_Code_Point}]+/u;

/** Neutralises a text cell a spreadsheet would otherwise evaluate as a formula. */
export function guardFormula(text: string): string {
  const shown = text.replace(LEADING_INVISIBLE, "");
  const first = shown.charAt(0);
  const folded = shown.normalize("NFKC").replace(LEADING_INVISIBLE, "").charAt(0);
  return FORMULA_TRIGGERS.has(first) || FORMULA_TRIGGERS.has(folded) || first === MINUS_SIGN
    ? `'${text}`
    : text;
}

/**
 * RFC 4180: a field holding a comma, double quote, CR or LF is quoted, with inner quotes doubled.
 * So is one holding a semicolon, the separator spreadsheets in much of Europe read a CSV with.
 */
export function quoteField(text: string): string {
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

type Cell = string | number;

function csvCell(cell: Cell): string {
  // Numbers are written as they are; only text can carry a formula. Text passes the site's one
  // cleaning rule first (lib/clean-text.ts), so no invisible character reaches a cell.
  return typeof cell === "number" ? String(cell) : quoteField(guardFormula(cleanText(cell)));
}

/** One CSV record per line, CRLF-terminated as RFC 4180 asks. */
function csvRecord(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** The labels of the rows above and below the lines (docs/product.md §9). */
const QUOTE_CSV_LABELS = {
  client: "Client",
  company: "Company",
  preparedBy: "Prepared by",
  repEmail: "Email",
  reference: "Quote reference",
  date: "Date",
  validUntil: "Valid until",
  subtotal: "Subtotal (GBP, excluding VAT)",
  vat: `VAT at ${VAT_PERCENT}%`,
  totalExcludingVat: "Total (GBP, excluding VAT)",
  totalIncludingVat: "Total (GBP, including VAT)",
} as const;

/** Whom the quote is for and its paperwork, as the page shows them (dates already written out). */
export type QuoteCsvDetails = {
  readonly client: QuoteClient;
  /** The full reference, prefix included. */
  readonly reference: string;
  readonly date: string;
  readonly validUntil: string;
  readonly vat: boolean;
};

/**
 * Every record has as many fields as the header, as RFC 4180 asks: a label, then its value, then
 * empty fields; a totals row puts its label first and its figures under Total Price and Total Time.
 */
function padded(cells: readonly Cell[]): Cell[] {
  return [...cells, ...Array<Cell>(Math.max(0, QUOTE_CSV_COLUMNS.length - cells.length)).fill("")];
}

function totalRow(label: string, pence: number, time = ""): Cell[] {
  return [label, "", "", "", "", formatPence(pence), time, ""];
}

/**
 * The quote as CSV text: BOM; whom it is for, its reference, date and validity; an empty record;
 * the header row and one row per line with quantity above 0, in catalogue order; then the subtotal,
 * the VAT when it is added, and the total. Money and time cells use the same formatting as the
 * screen ("£1,530.00", "15.0h"), so the file and the page never disagree. `localise` puts copy
 * into the visitor's spelling. The rep's name and email rows appear only when given.
 */
export function buildQuoteCsv(
  quote: Quote,
  details: QuoteCsvDetails,
  localise: (text: string) => string = (text) => text,
): string {
  const { client } = details;
  const heading: Cell[][] = [
    [QUOTE_CSV_LABELS.client, client.name],
    [QUOTE_CSV_LABELS.company, client.company],
    ...(client.repName ? [[QUOTE_CSV_LABELS.preparedBy, client.repName]] : []),
    ...(client.repEmail ? [[QUOTE_CSV_LABELS.repEmail, client.repEmail]] : []),
    [QUOTE_CSV_LABELS.reference, details.reference],
    [QUOTE_CSV_LABELS.date, details.date],
    [QUOTE_CSV_LABELS.validUntil, details.validUntil],
    [],
  ];
  const lines = quote.lines
    .filter((line) => line.quantity > 0)
    .map((line) => [
      line.service.category,
      line.service.name,
      formatPounds(line.service.basePrice),
      line.quantity,
      formatPercent(line.discountPercent),
      formatCentipence(line.priceCentipence),
      formatCentihours(line.timeCentihours),
      localise(line.service.description),
    ]);
  const totals = quoteTotals(quote.totalCentipence, details.vat);
  const time = formatCentihours(quote.totalCentihours);
  const footing: Cell[][] = details.vat
    ? [
        totalRow(QUOTE_CSV_LABELS.subtotal, totals.subtotalPence),
        totalRow(QUOTE_CSV_LABELS.vat, totals.vatPence),
        totalRow(QUOTE_CSV_LABELS.totalIncludingVat, totals.totalPence, time),
      ]
    : [
        totalRow(QUOTE_CSV_LABELS.subtotal, totals.subtotalPence),
        totalRow(QUOTE_CSV_LABELS.totalExcludingVat, totals.totalPence, time),
      ];
  return (
    UTF8_BOM +
    [...heading.map(padded), QUOTE_CSV_COLUMNS, ...lines, ...footing]
      .map((cells) => csvRecord(cells))
      .join("")
  );
}
