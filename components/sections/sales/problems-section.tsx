import type { SalesPoint } from "@/content/types";
import { LocalText } from "@/components/country/localized";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

type ProblemsSectionProps = {
  id: string;
  eyebrow: string;
  heading: string;
  lead: string;
  cards: readonly SalesPoint[];
};

/** "01", "02"…: a problem's place in the list, as the eye reads it (the list itself says it to screen readers). */
const ordinal = (index: number) => String(index + 1).padStart(2, "0");

/**
 * The problem section of a solutions page (docs/product.md §2: four cards), set like an editorial
 * spread: the heading held beside a numbered list of the problems, each under a hairline.
 */
export function ProblemsSection({ id, eyebrow, heading, lead, cards }: ProblemsSectionProps) {
  return (
    <Section aria-labelledby={id}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <SectionHeading
          headingId={id}
          eyebrow={eyebrow}
          heading={heading}
          lead={lead}
          className="lg:sticky lg:top-28 lg:self-start"
        />
        <ol data-problems="" className="border-b border-line">
          {cards.map((card, index) => (
            <li
              key={card.title}
              className="grid gap-x-6 gap-y-2 border-t border-line py-7 sm:grid-cols-[3rem_1fr]"
            >
              <span
                aria-hidden="true"
                className="font-display text-lg font-extrabold text-accent-700 sm:pt-0.5"
              >
                {ordinal(index)}
              </span>
              <div>
                <h3 className="text-xl font-bold text-balance text-ink-900">
                  <LocalText>{card.title}</LocalText>
                </h3>
                <p className="mt-2 text-ink-700">
                  <LocalText>{card.body}</LocalText>
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
