import { clsx } from "clsx";

/**
 * The round play affordance on a film's still; grows while its play control (a `group/play`) is
 * hovered or focused.
 */
export function PlayBadge({ size = "lg" }: { size?: "md" | "lg" | "xl" }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        "flex items-center justify-center rounded-full bg-accent-600 text-white shadow-lg ring-4 shadow-ink-950/40 ring-white/25 transition-transform duration-200 group-hover/play:scale-110 group-focus-visible/play:scale-110 motion-reduce:transition-none motion-reduce:group-hover/play:scale-100",
        size === "xl" ? "size-20" : size === "lg" ? "size-14" : "size-12",
      )}
    >
      <svg viewBox="0 0 24 24" className={clsx("ml-0.5 fill-current", size === "xl" ? "size-9" : "size-6")}>
        <path d="M8 5.5v13a1 1 0 001.5.86l10.5-6.5a1 1 0 000-1.72L9.5 4.64A1 1 0 008 5.5z" />
      </svg>
    </span>
  );
}
