import type { Statistic } from "@/content/types";
import { formatPriceCompact } from "@/lib/format";
import { LocalText, PerCountry } from "@/components/country/localized";
import { Section } from "@/components/ui/section";

/** A statistic's big numeral; money figures are converted and shortened ("£100k+", "$127k+"). */
function StatisticValue({ value }: { value: Statistic["value"] }) {
  if ("text" in value) return <>{value.text}</>;
  return <PerCountry render={(country) => `${formatPriceCompact(value.pounds, country)}${value.suffix}`} />;
}

type StatisticBandProps = { id: string; heading: string; items: readonly Statistic[] };

/** Three headline figures in big numerals (docs/product.md §2, the solutions pages' statistics). */
export function StatisticBand({ id, heading, items }: StatisticBandProps) {
  return (
    <Section tone="white" aria-labelledby={id} className="border-b border-line">
      <h2 id={id} className="max-w-2xl text-2xl font-bold text-ink-900 sm:text-3xl">
        <LocalText>{heading}</LocalText>
      </h2>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} className="rounded-3xl border border-line bg-paper p-7">
            <p className="font-display text-5xl font-extrabold tracking-tight text-cool-700 lg:text-6xl">
              <StatisticValue value={item.value} />
            </p>
            <p className="mt-3 text-lg font-semibold text-ink-900">
              <LocalText>{item.label}</LocalText>
            </p>
            <p className="mt-2 text-ink-700">
              <LocalText>{item.detail}</LocalText>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
