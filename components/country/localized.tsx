import { COUNTRIES } from "@/lib/countries";
import { formatPrice, formatText } from "@/lib/format";

type Variants = { uk: string; us: string };

/**
 * Renders country-dependent text for both countries at once; CSS keyed on html[data-country]
 * shows only the visitor's (see globals.css). Server-rendered, so US visitors never see a UK
 * frame, and no re-render or layout shift happens when scripts load.
 */
export function Localized({ uk, us }: Variants) {
  if (uk === us) return <>{uk}</>;
  return (
    <>
      <span className="only-uk">{uk}</span>
      <span className="only-us">{us}</span>
    </>
  );
}

const [UK, US] = COUNTRIES;

/** A price authored in pounds, shown in the visitor's currency. */
export function Price({ pounds }: { pounds: number }) {
  return <Localized uk={formatPrice(pounds, UK)} us={formatPrice(pounds, US)} />;
}

/** Copy in the visitor's spelling (organise/organize, colour/color, centre/center). */
export function LocalText({ children }: { children: string }) {
  return <Localized uk={formatText(children, UK)} us={formatText(children, US)} />;
}
