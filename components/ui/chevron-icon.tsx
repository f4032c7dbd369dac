import { clsx } from "clsx";

export function ChevronIcon({ open, className }: { open?: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      className={clsx(
        "size-3.5 transition-transform motion-reduce:transition-none",
        open && "rotate-180",
        className,
      )}
    >
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
