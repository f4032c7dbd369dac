"use client";

import { memo } from "react";
import {
  formatCentihours,
  formatCentipence,
  formatPercent,
  formatPounds,
  sameLineFigures,
  type QuoteLine,
} from "@/lib/calculator";
import { LocalText } from "@/components/country/localized";
import { spacedDashes } from "@/lib/typography";

const figureCell = "pt-1 pl-3 text-right align-top whitespace-nowrap";

type QuotePrintLineProps = {
  line: QuoteLine;
  /** The category's heading, on its first line only. */
  category: string | null;
};

/**
 * One chosen line of the printed quote: a row group of its own, its description on a full-width
 * row, kept together across page breaks; a category's heading travels with its first line.
 * Memoised on what it shows, so a key press redraws only the line whose quantity changed (the
 * quote, and with it every line object, is rebuilt on each change).
 */
export const QuotePrintLine = memo(QuotePrintLineView, sameLine);

function sameLine(before: QuotePrintLineProps, after: QuotePrintLineProps): boolean {
  return sameLineFigures(before.line, after.line) && before.category === after.category;
}

function QuotePrintLineView({ line, category }: QuotePrintLineProps) {
  return (
    <tbody className="break-inside-avoid border-b border-line">
      {category !== null ? (
        <tr>
          <th scope="colgroup" colSpan={6} className="pt-3 pb-0.5 text-left font-display font-bold">
            <LocalText>{spacedDashes(category)}</LocalText>
          </th>
        </tr>
      ) : null}
      <tr data-print-line={line.service.id}>
        <th scope="row" className="pt-1 text-left align-top font-semibold">
          <LocalText>{line.service.name}</LocalText>
        </th>
        <td className={figureCell}>{formatPounds(line.service.basePrice)}</td>
        <td className={figureCell}>{line.quantity}</td>
        <td className={figureCell}>{formatPercent(line.discountPercent)}</td>
        <td className={figureCell}>{formatCentihours(line.timeCentihours)}</td>
        <td className={`${figureCell} font-semibold`}>{formatCentipence(line.priceCentipence)}</td>
      </tr>
      <tr>
        <td colSpan={6} className="pb-1 text-xs text-ink-700">
          <LocalText>{line.service.description}</LocalText>
        </td>
      </tr>
    </tbody>
  );
}
