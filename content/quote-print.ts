import { VAT_PERCENT } from "@/lib/calculator";

/**
 * The printed quote's words (components/calculator/quote-print.tsx): a sales document the
 * calculator fetches only once a quote has lines, so its copy lives apart from the calculator's.
 */
export const quotePrintCopy = {
  heading: "Video production quote",
  referenceLabel: "Quote reference",
  dateLabel: "Date",
  contactLabel: "Contact",
  validity: (days: number, until: string) => `Valid for ${days} days, until ${until}.`,
  columns: {
    service: "Service",
    unitPrice: "Unit price",
    quantity: "Quantity",
    discount: "Discount",
    time: "Time",
    total: "Total",
  },
  totalLabel: "Total (GBP, excluding VAT)",
  vatLabel: `VAT at ${VAT_PERCENT}%`,
  totalWithVatLabel: "Total (GBP, including VAT)",
  preparedForLabel: "Prepared for",
  preparedByLabel: "Prepared by",
  linkHeading: "Open this quote online",
  linkText: "Scan the code, or type the address, to see this quote with its lines, client and reference.",
  /** In place of linkText (and of the code) when the address is longer than a QR code holds. */
  linkTextWithoutCode:
    "This quote's address is too long for a QR code. Email us the reference above and we'll send you the link to this quote online.",
  qrLabel: "QR code of this quote's address",
  /** Said instead of the first term when VAT is added to the total. */
  vatTerm: `All prices are in pounds sterling (GBP). Line prices exclude VAT; VAT at ${VAT_PERCENT}% is added to the total.`,
  terms: [
    "All prices are in pounds sterling (GBP) and exclude VAT.",
    "Volume discounts are already taken off the line totals.",
    "Time estimates cover every phase, from brief to delivery.",
    "To go ahead or change anything, email us and quote the reference above.",
  ],
} as const;
