import { salesLabels } from "@/content/sales";
import type { Figure } from "@/content/statistic-figures";
import { formatPoundsCompact } from "@/lib/format";
import { LocalText } from "@/components/country/localized";
import { Link } from "@/components/navigation/link";
import { ExternalLink } from "@/components/ui/external-link";
import { Section } from "@/components/ui/section";

/** A figure's big numeral; a money figure is shortened and keeps its source's pounds ("£100k+"). */
function FigureValue({ value }: { value: Figure["value"] }) {
  if ("text" in value) return <>{value.text}</>;
  return <>{`${formatPoundsCompact(value.pounds)}${value.suffix}`}</>;
}

const footnote = "mt-auto pt-5 text-sm text-ink-700";
const footnoteLink = "font-semibold underline decoration-line underline-offset-4 hover:decoration-ink-700";

/** Where a statistic comes from, as a citation: linked when the owner gave the report's address. */
function StatisticSource({ source }: { source: { citation: string; url: string } }) {
  const citation = source.citation.trim();
  if (!citation) return null;
  return (
    <p className={footnote}>
      {salesLabels.source}{" "}
      <cite className="not-italic">
        {source.url ? (
          <ExternalLink href={source.url} className={footnoteLink}>
            {citation}
          </ExternalLink>
        ) : (
          <span className="font-semibold">{citation}</span>
        )}
      </cite>
    </p>
  );
}

/** The film that shows a figure from the studio's own work, linked to its page. */
function ProofFilm({ film }: { film: { title: string; path: string } | undefined }) {
  if (!film) return null;
  return (
    <p className={footnote}>
      {salesLabels.proofFilm}{" "}
      <Link href={film.path} className={footnoteLink}>
        <LocalText>{film.title}</LocalText>
      </Link>
    </p>
  );
}

type StatisticBandProps = { id: string; heading: string; items: readonly Figure[] };

/**
 * Three headline figures in big numerals, side by side between hairlines rather than boxed: each a
 * statistic with its source when the owner gave one, or, in a launch, a figure from the studio's
 * own films with the film that shows it (content/statistic-figures.ts; docs/product.md, "Proof").
 */
export function StatisticBand({ id, heading, items }: StatisticBandProps) {
  return (
    <Section tone="white" aria-labelledby={id} className="border-b border-line">
      <h2 id={id} className="max-w-2xl text-2xl font-bold text-balance text-ink-900 sm:text-3xl">
        <LocalText>{heading}</LocalText>
      </h2>
      <ul className="mt-10 grid divide-y divide-line border-y border-line lg:grid-cols-3 lg:divide-x lg:divide-y-0">
        {items.map((item) => (
          <li
            key={item.id}
            data-statistic={item.id}
            data-figure={item.kind}
            className="flex flex-col py-8 lg:px-8 lg:first:pl-0 lg:last:pr-0"
          >
            {/*
              Sized so the longest figure a band may show (the film proof "90 seconds") keeps one
              line in the narrowest column, the middle one, at every width.
            */}
            <p className="font-display text-5xl font-extrabold tracking-tight text-accent-600 sm:text-6xl lg:text-[2.75rem] xl:text-[3.25rem]">
              <FigureValue value={item.value} />
            </p>
            <p className="mt-4 text-lg font-semibold text-balance text-ink-900">
              <LocalText>{item.label}</LocalText>
            </p>
            <p className="mt-2 text-ink-700">
              <LocalText>{item.detail}</LocalText>
            </p>
            {item.kind === "statistic" ? (
              <StatisticSource source={item.source} />
            ) : (
              <ProofFilm film={item.film} />
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
