import { calculatorCopy } from "@/content/calculator";
import { LocalText } from "@/components/country/localized";
import { cn } from "@/lib/utils";

type CalculatorNotesProps = {
  /** The heading's id, unique on the page: the notes are written twice (calculator-section.tsx). */
  headingId: string;
  className?: string;
};

/** docs/product.md §2's five notes on the calculator page. */
export function CalculatorNotes({ headingId, className }: CalculatorNotesProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-3xl border border-line bg-paper-deep p-6", className)}
    >
      <h2 id={headingId} className="text-xl font-bold">
        {calculatorCopy.notesHeading}
      </h2>
      <ul className="mt-4 flex flex-col gap-3 text-sm text-ink-800">
        {calculatorCopy.notes.map((note) => (
          <li key={note} className="flex gap-3">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-600" />
            <span>
              <LocalText>{note}</LocalText>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
