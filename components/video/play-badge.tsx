import { clsx } from "clsx";

/**
 * The round play affordance on a film's still; grows while its play control (a `group/play`) is
 * hovered or focused. The largest, for a film across the page, keeps to the large size on a
 * phone, where the still is no wider than a card's and a bigger badge would cover its title card's lettering.
 */
export function PlayBadge({ size = "lg" }: { size?: "md" | "lg" | "xl" }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        "play-badge",
        size === "xl" ? "size-14 sm:size-20" : size === "lg" ? "size-14" : "size-12",
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className={clsx("ml-0.5 fill-current", size === "xl" ? "size-6 sm:size-9" : "size-6")}
      >
        <path d="M8 5.5v13a1 1 0 001.5.86l10.5-6.5a1 1 0 000-1.72L9.5 4.64A1 1 0 008 5.5z" />
      </svg>
    </span>
  );
}
