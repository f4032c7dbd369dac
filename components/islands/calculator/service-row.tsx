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
import { LocalText } from "@/components/ui/localized";
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
      className={clsx(
        "rounded-2xl border bg-white p-5 transition-shadow motion-reduce:transition-none sm:p-6",
        active
          ? "border-accent-300 shadow-[0_1px_0_0_var(--color-accent-300),0_8px_24px_-12px_rgb(8_17_31/0.25)]"
          : "border-line",
        // Printed quotes list only what is being bought (issue 6).
        !active && "print:hidden",
        "print:break-inside-avoid print:rounded-none print:border-0 print:border-b print:p-0 print:py-2 print:shadow-none",
      )}
    >
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

      <div className="mt-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 border-t border-line pt-4 print:mt-1 print:border-0 print:pt-0">
        <div className="print:hidden">
          <label
            htmlFor={inputId}
            className="block text-xs font-semibold tracking-wide text-ink-700 uppercase"
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

        <dl className="flex flex-1 flex-wrap items-end justify-end gap-x-6 gap-y-2 text-right tabular-nums">
          <div className="hidden print:block">
            <dt className="text-xs text-ink-700">{copy.quantityLabel}</dt>
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
                    "rounded-full px-2.5 py-0.5 text-sm font-bold",
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
            <dd className={clsx("mt-1 font-display text-xl font-bold", !active && "text-ink-700")}>
              {formatCentipence(line.priceCentipence)}
            </dd>
          </div>
        </dl>
      </div>
    </li>
  );
}
