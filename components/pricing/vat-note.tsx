import { VAT_NOTE } from "@/content/msp-pricing";
import { VatOnly } from "@/components/country/localized";

/** "plus VAT" beside a price, only in the countries where VAT applies. */
export function VatNote({ className }: { className?: string }) {
  return <VatOnly note={VAT_NOTE} data-slot="vat-note" className={className} />;
}
