import { clsx } from "clsx";

type ArrowLabelProps = {
  /** The words of the label; the arrow follows the last of them. */
  label: string;
  /** The arrow drawn after the label (a "→" by default); decorative, hidden from screen readers. */
  arrow?: React.ReactNode;
  /** Classes for the arrow, such as a hover nudge. */
  arrowClassName?: string;
};

/**
 * A link or button label ending in an arrow that never sits on a line of its own: the last word
 * and the arrow are one unbreakable run, and the whole label is one box, so in a flex button a
 * wrapped label keeps its arrow beside its last word instead of at the far edge of the row.
 */
export function ArrowLabel({ label, arrow = "→", arrowClassName }: ArrowLabelProps) {
  const split = label.lastIndexOf(" ");
  const lead = label.slice(0, split + 1);
  const lastWord = label.slice(split + 1);
  return (
    <span>
      {lead}
      <span className="whitespace-nowrap">
        {lastWord}
        <span aria-hidden="true" className={clsx("ml-2 inline-block", arrowClassName)}>
          {arrow}
        </span>
      </span>
    </span>
  );
}
