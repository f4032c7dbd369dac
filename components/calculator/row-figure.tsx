import { clsx } from "clsx";
import { fitFigure, rowFigureNeedsFitting } from "./fit-figure";

type RowFigureProps = {
  label: string;
  figure: string;
  /** The figure's full size in rem; the same as its text-* class in `figureClassName`. */
  maxRem: number;
  className?: string;
  figureClassName: string;
};

/**
 * One labelled figure in a calculator row's figure grid (a `<dt>`/`<dd>` pair). The figure stays on
 * one line; only a figure long enough to outgrow the narrowest cell makes its cell a query
 * container and shrinks against it (fit-figure.ts), so a page of zero quantities has no containers.
 */
export function RowFigure({ label, figure, maxRem, className, figureClassName }: RowFigureProps) {
  const fits = !rowFigureNeedsFitting(figure, maxRem);
  return (
    <div className={clsx(!fits && "@container", className)}>
      <dt className="text-xs font-semibold tracking-wide text-ink-700 uppercase">{label}</dt>
      <dd className={figureClassName} style={fits ? { whiteSpace: "nowrap" } : fitFigure(figure, maxRem)}>
        {figure}
      </dd>
    </div>
  );
}
