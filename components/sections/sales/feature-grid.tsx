import type { FeatureCard } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { LocalText } from "@/components/country/localized";
import { cn } from "@/lib/utils";

type FeatureGridProps = {
  cards: readonly FeatureCard[];
  /** Problems wear the warm accent, benefits and features the cool one. */
  variant?: "problem" | "benefit";
  className?: string;
};

/** Icon cards for problems, benefits and features, two to three to a row by width. */
export function FeatureGrid({ cards, variant = "benefit", className }: FeatureGridProps) {
  const columns = cards.length % 3 === 0 ? "sm:grid-cols-2 lg:grid-cols-3" : "sm:grid-cols-2";
  return (
    <ul className={cn("grid gap-5", columns, className)}>
      {cards.map((card) => (
        <li
          key={card.title}
          className="rounded-3xl border border-line bg-white p-7 shadow-sm shadow-ink-900/5"
        >
          <span
            className={cn(
              "inline-flex size-12 items-center justify-center rounded-2xl",
              variant === "problem" ? "bg-accent-50 text-accent-700" : "bg-cool-50 text-cool-700",
            )}
          >
            <Icon name={card.icon} />
          </span>
          <h3 className="mt-5 text-xl font-bold text-ink-900">
            <LocalText>{card.title}</LocalText>
          </h3>
          <p className="mt-3 text-ink-700">
            <LocalText>{card.body}</LocalText>
          </p>
        </li>
      ))}
    </ul>
  );
}
