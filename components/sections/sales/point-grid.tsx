import type { SalesPoint } from "@/content/types";
import { LocalText } from "@/components/country/localized";
import { cn } from "@/lib/utils";

type PointGridProps = {
  points: readonly SalesPoint[];
  /** Two to a row (beside something else), or three across the page. */
  columns: 2 | 3;
  className?: string;
};

/**
 * Titled points, each under an accent rule: the podcast's reasons to listen. Set as type rather than icon cards, so they read like a studio's words, not a product's.
 */
export function PointGrid({ points, columns, className }: PointGridProps) {
  return (
    <ul
      className={cn(
        "grid gap-x-10 gap-y-9 sm:grid-cols-2",
        columns === 3 && points.length % 3 === 0 && "lg:grid-cols-3",
        className,
      )}
    >
      {points.map((point) => (
        <li key={point.title} className="border-t-2 border-accent-600 pt-5">
          <h3 className="text-lg font-bold text-balance text-ink-900 sm:text-xl">
            <LocalText>{point.title}</LocalText>
          </h3>
          <p className="mt-2 text-ink-700">
            <LocalText>{point.body}</LocalText>
          </p>
        </li>
      ))}
    </ul>
  );
}
