import { clsx } from "clsx";

/** The down chevron on a disclosure's button; it turns over while its <Disclosure> is open. */
export function ChevronIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      data-slot="chevron"
      className={clsx(
        "size-3.5 transition-transform group-data-[state=open]/disclosure:rotate-180 motion-reduce:transition-none",
        className,
      )}
    >
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
