"use client";

import { memo, type ReactNode } from "react";
import { calculatorCopy as copy } from "@/content/calculator";
import {
  discountPercent,
  formatCentihours,
  formatCentipence,
  formatPercent,
  nextDiscount,
  sameLineFigures,
  type QuoteLine,
} from "@/lib/calculator";
import { clsx } from "clsx";
import { QuantityInput } from "./quantity-input";
import { RowFigure } from "./row-figure";

type ServiceRowProps = {
  line: QuoteLine;
  /** The service's name, price and description: server HTML (service-row-head.tsx). */
  head: ReactNode;
  onQuantityChange: (id: string, quantity: number) => void;
};

/** One service of the catalogue: what it is, its tiers, its quantity field and its line figures. */
export const ServiceRow = memo(ServiceRowView, sameRow);

function sameRow(before: ServiceRowProps, after: ServiceRowProps): boolean {
  return (
    sameLineFigures(before.line, after.line) &&
    before.head === after.head &&
    before.onQuantityChange === after.onQuantityChange
  );
}

function ServiceRowView({ line, head, onQuantityChange }: ServiceRowProps) {
  const { service, quantity } = line;
  const tiers = service.volumeDiscounts ?? [];
  const inputId = `qty-${service.id}`;
  const next = nextDiscount(tiers, quantity);
  const active = quantity > 0;

  const lineTime = formatCentihours(line.timeCentihours);
  const lineTotal = formatCentipence(line.priceCentipence);

  /*
   * Every row is laid out alike at a given width, whatever its name's length or its figures: the
   * unit price sits under the name until the text column is 28rem wide and beside it from there
   * (a grid, so a long name wraps in its own column instead of pushing the price down), and the
   * figures are always the same 2 × 2 grid (quantity | discount, time | line total).
   */
  return (
    <li
      id={`service-${service.id}`}
      className={clsx(
        "relative p-5 sm:p-6 @2xl:grid @2xl:grid-cols-[minmax(0,1fr)_18rem] @2xl:gap-x-8",
        active && "bg-accent-50/60",
      )}
    >
      {active ? <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-accent-600" /> : null}
      <div className="@container/info min-w-0">
        {head}

        <div className="mt-3">
          {tiers.length > 0 ? (
            <ul aria-label={copy.thresholdsLabel} className="flex flex-wrap gap-2">
              {tiers.map((tier) => {
                const reached = discountPercent(tiers, quantity) === tier.percent;
                return (
                  <li
                    key={tier.minQuantity}
                    className={clsx(
                      "rounded-full px-2.5 py-0.5 text-xs font-semibold",
                      reached ? "bg-cool-700 text-white" : "bg-cool-50 text-cool-800 ring-1 ring-cool-100",
                    )}
                  >
                    {copy.threshold(tier.minQuantity, tier.percent)}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-xs font-medium text-ink-700">{copy.noThresholds}</p>
          )}
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 items-start gap-x-4 gap-y-3 border-t border-line pt-4 tabular-nums @2xl:mt-0 @2xl:border-0 @2xl:pt-0">
        <div className="col-start-1 row-start-1">
          <dt>
            <label
              htmlFor={inputId}
              className="block text-xs font-semibold tracking-wide text-ink-700 uppercase"
            >
              {copy.quantityLabel}
              <span className="sr-only">{copy.quantityContext(service.name, service.category)}</span>
            </label>
          </dt>
          <dd>
            <QuantityInput
              id={inputId}
              quantity={quantity}
              onQuantityChange={(next) => onQuantityChange(service.id, next)}
              className="mt-1 h-11 w-full max-w-28 rounded-xl border border-ink-900/25 bg-paper px-3 text-right text-lg font-semibold text-ink-900 tabular-nums placeholder:text-ink-700/70 hover:border-ink-900/45"
            />
          </dd>
        </div>
        {tiers.length > 0 && active ? (
          <div className="col-start-2 row-start-1 text-right">
            <dt className="text-xs font-semibold tracking-wide text-ink-700 uppercase">
              {copy.discountLabel}
            </dt>
            <dd className="mt-1 flex flex-col items-end">
              <span
                className={clsx(
                  "rounded-full px-2.5 py-0.5 text-sm font-bold whitespace-nowrap",
                  line.discountPercent > 0 ? "bg-cool-700 text-white" : "bg-paper-deep text-ink-900",
                )}
              >
                {line.discountPercent > 0 ? copy.discountApplied(line.discountPercent) : formatPercent(0)}
              </span>
              {next ? (
                <span className="mt-1 text-xs text-cool-800">
                  {copy.nextDiscount(next.minQuantity - quantity, next.percent)}
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
        <RowFigure
          label={copy.lineTimeLabel}
          figure={lineTime}
          maxRem={1}
          className="col-start-1 row-start-2 self-end"
          figureClassName={clsx("mt-1 text-base font-semibold", !active && "text-ink-700")}
        />
        <RowFigure
          label={copy.lineTotalLabel}
          figure={lineTotal}
          maxRem={1.25}
          className="col-start-2 row-start-2 self-end text-right"
          figureClassName={clsx("mt-1 text-xl font-bold tracking-tight", !active && "text-ink-700")}
        />
      </dl>
    </li>
  );
}
