import { cva, type VariantProps } from "class-variance-authority";
import { clsx } from "clsx";

/**
 * The class every pill button carries, by which the layout checks find them all; its shared look
 * lives in button.css (one class per button in the HTML).
 */
export const PILL_BUTTON_CLASS = "pill-button";

/**
 * Shared look for buttons and button-styled links. A pill reads as one line: from a 390 px phone
 * up its label never wraps (the layout gives it the row it needs), and only on a 320 px phone may
 * a long label ("Start with a Free Consultation") take two balanced lines inside its button rather
 * than run out of its card. Heights are minimums for that case.
 */
export const buttonVariants = cva(PILL_BUTTON_CLASS, {
  variants: {
    variant: {
      primary: "bg-accent-600 text-white shadow-sm hover:bg-accent-700",
      secondary: "bg-ink-900 text-white hover:bg-ink-800",
      outline: "border border-ink-900/20 bg-white text-ink-900 hover:border-ink-900/40 hover:bg-paper-deep",
      onDark: "border border-white/30 text-white hover:border-white/60 hover:bg-white/10",
      ghost: "text-ink-900 hover:bg-ink-900/5",
    },
    size: {
      sm: "min-h-9 px-4 py-1.5 text-sm",
      md: "min-h-11 px-5 py-2 text-sm",
      lg: "min-h-13 px-6 py-2.5 text-base sm:px-7",
    },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

/**
 * A button with the shared look. Only client islands render it, so `className` is appended with
 * clsx rather than merged with tailwind-merge (which would add about 8 KiB gzip to every page with
 * an island): pass layout classes such as margins, and choose the look with `variant` and `size`.
 */
export function Button({
  className,
  variant,
  size,
  ...props
}: React.ComponentProps<"button"> & ButtonVariantProps) {
  return <button type="button" className={clsx(buttonVariants({ variant, size }), className)} {...props} />;
}
