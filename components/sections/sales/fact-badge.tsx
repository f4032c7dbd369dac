import type { Fact } from "@/content/types";
import { COUNTRIES } from "@/lib/countries";
import { formatPriceCompact } from "@/lib/format";
import { LocalText, Localized } from "@/components/country/localized";

const [UK, US] = COUNTRIES;

/** A short fact as a cool badge; money facts read in the visitor's currency ("£50k+ event spend"). */
export function FactBadge({ fact }: { fact: Fact }) {
  return (
    <li className="rounded-full bg-cool-50 px-3.5 py-1.5 text-sm font-semibold text-cool-800 ring-1 ring-cool-100">
      {typeof fact === "string" ? (
        <LocalText>{fact}</LocalText>
      ) : (
        <>
          <Localized
            uk={`${formatPriceCompact(fact.pounds, UK)}${fact.suffix}`}
            us={`${formatPriceCompact(fact.pounds, US)}${fact.suffix}`}
          />{" "}
          <LocalText>{fact.label}</LocalText>
        </>
      )}
    </li>
  );
}

/** A stable key for a fact. */
export function factKey(fact: Fact): string {
  return typeof fact === "string" ? fact : fact.label;
}
