"use client";

import { calculatorCopy as copy } from "@/content/calculator";
import { CLIENT_FIELD_LIMITS, type QuoteClient } from "@/lib/quote-client";

/** Each field, its input type and what the browser may fill it with (the rep's own details only). */
const FIELDS = [
  { field: "name", type: "text", autoComplete: "off" },
  { field: "company", type: "text", autoComplete: "off" },
  { field: "repName", type: "text", autoComplete: "name" },
  { field: "repEmail", type: "email", autoComplete: "email" },
] as const satisfies readonly { field: keyof QuoteClient; type: string; autoComplete: string }[];

const fieldClass =
  "mt-1 h-11 w-full min-w-0 rounded-xl border border-ink-900/25 bg-paper px-3 text-base text-ink-900 hover:border-ink-900/45";

type QuoteClientFormProps = {
  client: QuoteClient;
  vat: boolean;
  onClientChange: (field: keyof QuoteClient, value: string) => void;
  onVatChange: (vat: boolean) => void;
};

/**
 * Whom the quote is for (docs/product.md §4): the client's name and company, the rep's name and
 * email, and whether UK VAT is added. What is typed is kept as typed; it is tidied and capped where
 * it is shown, printed, exported or put in the link.
 */
export function QuoteClientForm({ client, vat, onClientChange, onVatChange }: QuoteClientFormProps) {
  return (
    <section
      aria-labelledby="quote-client-heading"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6 print:hidden"
    >
      <h2 id="quote-client-heading" className="font-display text-xl font-bold text-ink-900">
        {copy.client.heading}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-ink-700">{copy.client.intro}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, type, autoComplete }) => (
          <div key={field} className="min-w-0">
            <label htmlFor={`client-${field}`} className="text-sm font-semibold text-ink-900">
              {copy.client[field]}
            </label>
            <input
              id={`client-${field}`}
              type={type}
              autoComplete={autoComplete}
              maxLength={CLIENT_FIELD_LIMITS[field]}
              value={client[field]}
              onChange={(event) => onClientChange(field, event.target.value)}
              className={fieldClass}
            />
          </div>
        ))}
      </div>
      <label className="mt-5 flex items-center gap-3 text-sm font-semibold text-ink-900">
        <input
          type="checkbox"
          checked={vat}
          onChange={(event) => onVatChange(event.target.checked)}
          className="size-5 shrink-0 accent-accent-600"
        />
        {copy.client.vat}
      </label>
    </section>
  );
}
