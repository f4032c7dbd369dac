import { VAT_NOTE } from "@/content/msp-pricing";
import { cn } from "@/lib/utils";

/**
 * "plus VAT" beside a UK price. VAT applies to UK buyers only, so CSS keyed on html[data-country]
 * hides it for US visitors before first paint.
 */
export function VatNote({ className }: { className?: string }) {
  return <span className={cn("only-uk", className)}>{VAT_NOTE}</span>;
}
