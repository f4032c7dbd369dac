import { cva, type VariantProps } from "class-variance-authority";
import { clsx } from "clsx";

/**
 * Shared look for buttons and button-styled links. Heights are minimums and labels may wrap
 * (centred, balanced): a long label on a 320 px phone ("Start with a Free Consultation") takes
 * two lines inside its button instead of running out of its card.
 */
export const buttonVariants = cva(
  "inline-flex max-w-full items-center justify-center gap-2 rounded-full text-center font-semibold text-balance transition-colors disabled:pointer-events-none disabled:opacity-50 motion-reduce:transition-none",
  {
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
        lg: "min-h-13 px-7 py-2.5 text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

/**
 * A button with the shared look. Only client islands render it, so `className` is appended with
 * clsx rather than merged with tailwind-merge (which would add ~9 KiB to every page with an
 * island): pass layout classes such as margins, and choose the look with `variant` and `size`.
 */
export function Button({
  className,
  variant,
  size,
  ...props
}: React.ComponentProps<"button"> & ButtonVariantProps) {
  return <button type="button" className={clsx(buttonVariants({ variant, size }), className)} {...props} />;
}
