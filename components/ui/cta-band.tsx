import { cn } from "@/lib/utils";

/*
 * A call-to-action band: a heading, a line of persuasion and one or two actions, either side by
 * side ("split") or centred. It sits on a coloured Section (tone "dark" text) or is its own panel.
 *
 *   <Section tone="ink"><CtaBand tone="dark" align="center">
 *     <CtaBandContent><CtaBandTitle id="…">…</CtaBandTitle><CtaBandDescription>…</CtaBandDescription></CtaBandContent>
 *     <CtaBandActions><Link …/></CtaBandActions>
 *   </CtaBand></Section>
 */

const surfaces = {
  /** No surface of its own: the Section behind it gives the colour. */
  none: "",
  /** A soft warm card on a light page. */
  panel: "rounded-3xl border border-line bg-paper-deep p-8 sm:p-10",
  /** A deep ink card on a light page, with two soft glows. */
  ink: "relative overflow-hidden rounded-3xl bg-ink-900 px-6 py-12 sm:px-12 sm:py-16",
} as const;

const alignments = {
  /** Text left, actions right on wide screens; stacked on phones. */
  split: "lg:flex-row lg:items-center lg:justify-between lg:gap-10",
  /** Everything centred. */
  center: "items-center text-center",
  /** Stacked and left-aligned at every width. */
  start: "items-start",
} as const;

type CtaBandProps = React.ComponentProps<"div"> & {
  align?: keyof typeof alignments;
  surface?: keyof typeof surfaces;
  /** Text colours: "dark" for white text on ink or accent. */
  tone?: "light" | "dark";
};

export function CtaBand({
  align = "split",
  surface = "none",
  tone = surface === "ink" ? "dark" : "light",
  className,
  children,
  ...props
}: CtaBandProps) {
  return (
    <div
      data-slot="cta-band"
      data-align={align}
      data-tone={tone}
      className={cn("group/cta flex flex-col gap-6", alignments[align], surfaces[surface], className)}
      {...props}
    >
      {surface === "ink" ? (
        <>
          <span
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-accent-600/30 blur-3xl"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-32 -left-16 size-80 rounded-full bg-cool-700/40 blur-3xl"
          />
        </>
      ) : null}
      {children}
    </div>
  );
}

export function CtaBandContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="cta-band-content" className={cn("relative max-w-3xl", className)} {...props} />;
}

export function CtaBandTitle({ className, ...props }: React.ComponentProps<"h2">) {
  return (
    <h2
      data-slot="cta-band-title"
      className={cn(
        "text-3xl font-extrabold text-ink-900 group-data-[tone=dark]/cta:text-white sm:text-4xl",
        className,
      )}
      {...props}
    />
  );
}

export function CtaBandDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="cta-band-description"
      className={cn("mt-3 text-lg text-ink-700 group-data-[tone=dark]/cta:text-white/90", className)}
      {...props}
    />
  );
}

export function CtaBandActions({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="cta-band-actions"
      className={cn(
        "relative flex shrink-0 flex-col gap-3 group-data-[align=split]/cta:self-start sm:flex-row group-data-[align=split]/cta:lg:self-center",
        className,
      )}
      {...props}
    />
  );
}
