import { calculatorCopy as copy } from "@/content/calculator";
import { LocalText } from "@/components/country/localized";
import { formatHours, formatPounds, type PricedService } from "@/lib/calculator";

/**
 * What a service row says that never changes: its name, unit price and time, and its description
 * in every country's spelling. Rendered by the server and placed by the island
 * (calculator-words.tsx), so the spelling rules stay out of the browser's JavaScript.
 */
export function ServiceRowHead({ service }: { service: PricedService }) {
  return (
    <>
      <div className="grid gap-y-1 @md/info:grid-cols-[minmax(0,1fr)_auto] @md/info:items-baseline @md/info:gap-x-4">
        <h3 className="min-w-0 text-lg font-bold text-ink-900">{service.name}</h3>
        <p className="text-sm whitespace-nowrap text-ink-700 tabular-nums">
          <span className="sr-only">{copy.basePriceLabel}: </span>
          <span className="font-semibold text-ink-900">{formatPounds(service.basePrice)}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, {copy.hoursLabel}: </span>
          {formatHours(service.timeHours)} {copy.perUnit}
        </p>
      </div>
      <p className="mt-2 max-w-prose text-sm text-ink-700">
        <LocalText>{service.description}</LocalText>
      </p>
    </>
  );
}
