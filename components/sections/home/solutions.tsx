import { Link } from "@/components/navigation/link";
import { solutionsSection } from "@/content/home";
import { portfolioItems } from "@/content/portfolio";
import { categoriesWithWork, portfolioFilterHref } from "@/lib/portfolio-filter";
import { Container } from "@/components/ui/container";
import { LocalText } from "@/components/country/localized";
import { formatPoundsCompact } from "@/lib/format";
import { SectionHeading } from "@/components/ui/section-heading";
import { ArrowLabel } from "@/components/ui/arrow-label";

const icons = {
  interviews: "M4 7a2 2 0 012-2h8a2 2 0 012 2v10a2 2 0 01-2 2H6a2 2 0 01-2-2zM16 10l4-2.5v9L16 14",
  "explainer-creative": "M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.5 6.6 19.5l1.2-6L3.3 9.3l6.1-.7z",
  events: "M3 20h18M5 20V9l7-5 7 5v11M9 20v-6h6v6",
} as const;

/**
 * Three solution cards, each opening the portfolio with its filter preset (to the categories that
 * have work to show: a launch can leave one empty): side by side on a desktop, a row to swipe below.
 */
export function Solutions() {
  return (
    <section aria-labelledby="solutions-heading" className="bg-ink-900 text-white">
      <Container className="py-10 sm:py-24">
        <SectionHeading
          headingId="solutions-heading"
          tone="dark"
          eyebrow={solutionsSection.eyebrow}
          heading={solutionsSection.heading}
          lead={solutionsSection.lead}
          leadOnPhone={false}
        />
        <ul className="phone-rail-to-lg mt-8 sm:mt-12 lg:grid-cols-3 lg:gap-6">
          {solutionsSection.cards.map((card) => (
            <li
              key={card.id}
              className="group relative flex flex-col rounded-3xl border border-white/10 bg-white/[0.04] p-6 transition-colors hover:border-accent-400/60 hover:bg-white/[0.07] motion-reduce:transition-none sm:p-8"
            >
              <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-600 text-white">
                <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6">
                  <path
                    d={icons[card.id]}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinejoin="round"
                    strokeLinecap="round"
                  />
                </svg>
              </span>
              <h3 className="mt-5 text-2xl font-extrabold sm:mt-6">{card.title}</h3>
              <p className="mt-3 text-white/75">
                <LocalText>{card.description}</LocalText>
              </p>
              {/* Each fact behind a dot, drawn by the list's classes (*:before:) rather than per item. */}
              <ul className="mt-5 space-y-2.5 border-t border-white/10 pt-5 text-sm *:flex *:gap-2.5 *:text-white/90 *:before:mt-2 *:before:size-1.5 *:before:shrink-0 *:before:rounded-full *:before:bg-cool-300 max-sm:hidden sm:mt-6 sm:pt-6">
                {card.facts.map((fact) => (
                  <li key={fact}>
                    <LocalText>{fact}</LocalText>
                  </li>
                ))}
              </ul>
              <Link
                href={portfolioFilterHref(categoriesWithWork(card.filter, portfolioItems))}
                className="mt-auto inline-flex items-center gap-2 pt-6 font-semibold text-accent-300 after:absolute after:inset-0 after:rounded-3xl hover:text-white sm:pt-8"
              >
                <ArrowLabel
                  label={card.linkLabel}
                  arrowClassName="transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
                />
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 rounded-2xl border border-white/10 bg-white/[0.04] px-6 py-5 text-center text-white/85">
          <span className="font-display text-2xl font-extrabold text-white">
            {`${formatPoundsCompact(solutionsSection.eventSpendPounds)}+`}
          </span>{" "}
          <LocalText>{solutionsSection.eventSpendLabel}</LocalText>
        </p>
      </Container>
    </section>
  );
}
