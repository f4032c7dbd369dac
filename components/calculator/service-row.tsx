"use client";

import { calculatorCopy as copy } from "@/content/calculator";
import {
  discountPercent,
  formatCentihours,
  formatCentipence,
  formatHours,
  formatPercent,
  formatPounds,
  nextDiscount,
  type QuoteLine,
} from "@/lib/calculator";
import { clsx } from "clsx";
import { LocalText } from "@/components/country/localized";
import { QuantityInput } from "./quantity-input";

type ServiceRowProps = {
  line: QuoteLine;
  onQuantityChange: (id: string, quantity: number) => void;
};

/** One service of the catalogue: what it is, its tiers, its quantity field and its line figures. */
export function ServiceRow({ line, onQuantityChange }: ServiceRowProps) {
  const { service, quantity } = line;
  const tiers = service.volumeDiscounts ?? [];
  const inputId = `qty-${service.id}`;
  const next = nextDiscount(tiers, quantity);
  const active = quantity > 0;

  return (
    <li
      id={`service-${service.id}`}
      className={clsx(
        "relative p-5 sm:p-6 @2xl:grid @2xl:grid-cols-[minmax(0,1fr)_18rem] @2xl:gap-x-8",
        active && "bg-accent-50/60",
        // Printed quotes list only what is being bought (issue 6).
        active ? "print:grid" : "print:hidden",
        "print:break-inside-avoid print:grid-cols-[minmax(0,1fr)_auto] print:gap-x-6 print:bg-transparent print:px-0 print:py-2",
      )}
    >
      {active ? (
        <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-accent-600 print:hidden" />
      ) : null}
      <div className="min-w-0">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 className="text-lg font-bold text-ink-900 print:text-base">{service.name}</h3>
          <p className="text-sm text-ink-700 tabular-nums">
            <span className="sr-only">{copy.basePriceLabel}: </span>
            <span className="font-semibold text-ink-900">{formatPounds(service.basePrice)}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, {copy.hoursLabel}: </span>
            {formatHours(service.timeHours)} {copy.perUnit}
          </p>
        </div>
        <p className="mt-2 max-w-prose text-sm text-ink-700 print:hidden">
          <LocalText>{service.description}</LocalText>
        </p>

        <div className="mt-3 print:hidden">
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

      <div className="mt-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 border-t border-line pt-4 @2xl:mt-0 @2xl:flex-col @2xl:items-end @2xl:justify-start @2xl:border-0 @2xl:pt-0 print:mt-1 print:border-0 print:pt-0">
        <div className="print:hidden">
          <label
            htmlFor={inputId}
            className="block text-xs font-semibold tracking-wide text-ink-700 uppercase @2xl:text-right"
          >
            {copy.quantityLabel}
            <span className="sr-only">{copy.quantityContext(service.name, service.category)}</span>
          </label>
          <QuantityInput
            id={inputId}
            quantity={quantity}
            onQuantityChange={(next) => onQuantityChange(service.id, next)}
            className="mt-1 h-11 w-28 rounded-xl border border-ink-900/25 bg-paper px-3 text-right text-lg font-semibold text-ink-900 tabular-nums placeholder:text-ink-700/70 hover:border-ink-900/45"
          />
        </div>

        <dl className="flex flex-1 flex-wrap items-end justify-end gap-x-6 gap-y-2 text-right tabular-nums @2xl:flex-none print:flex-nowrap">
          <div className="hidden print:block">
            <dt className="text-xs font-semibold tracking-wide text-ink-700 uppercase">
              {copy.quantityLabel}
            </dt>
            <dd className="font-semibold">{quantity}</dd>
          </div>
          {tiers.length > 0 && active ? (
            <div>
              <dt className="text-xs font-semibold tracking-wide text-ink-700 uppercase">
                {copy.discountLabel}
              </dt>
              <dd className="mt-1 flex flex-col items-end">
                <span
                  className={clsx(
                    "rounded-full px-2.5 py-0.5 text-sm font-bold print:bg-transparent print:p-0 print:text-ink-900",
                    line.discountPercent > 0 ? "bg-cool-700 text-white" : "bg-paper-deep text-ink-900",
                  )}
                >
                  {line.discountPercent > 0 ? copy.discountApplied(line.discountPercent) : formatPercent(0)}
                </span>
                {next ? (
                  <span className="mt-1 text-xs text-cool-800 print:hidden">
                    {copy.nextDiscount(next.minQuantity - quantity, next.percent)}
                  </span>
                ) : null}
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="text-xs font-semibold tracking-wide text-ink-700 uppercase">
              {copy.lineTimeLabel}
            </dt>
            <dd className={clsx("mt-1 font-semibold", !active && "text-ink-700")}>
              {formatCentihours(line.timeCentihours)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-ink-700 uppercase">
              {copy.lineTotalLabel}
            </dt>
            <dd className={clsx("mt-1 text-xl font-bold tracking-tight", !active && "text-ink-700")}>
              {formatCentipence(line.priceCentipence)}
            </dd>
          </div>
        </dl>
      </div>
    </li>
  );
}
