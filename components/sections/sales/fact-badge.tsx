import type { Fact } from "@/content/types";
import { formatPoundsCompact } from "@/lib/format";
import { LocalText } from "@/components/country/localized";

/** A short fact as a cool badge; a money fact keeps its pounds in every country ("£50k+ event spend"). */
export function FactBadge({ fact }: { fact: Fact }) {
  return (
    <li className="rounded-full bg-cool-50 px-3.5 py-1.5 text-sm font-semibold text-cool-800 ring-1 ring-cool-100">
      {typeof fact === "string" ? (
        <LocalText>{fact}</LocalText>
      ) : (
        <>
          {`${formatPoundsCompact(fact.pounds)}${fact.suffix}`} <LocalText>{fact.label}</LocalText>
        </>
      )}
    </li>
  );
}

/** A stable key for a fact. */
export function factKey(fact: Fact): string {
  return typeof fact === "string" ? fact : fact.label;
}
