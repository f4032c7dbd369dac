import { cn } from "@/lib/utils";

/*
 * A priced plan: the MSP packages and the vendor tiers. The featured plan ("Most Popular") is
 * dark and ringed; every part takes its colours from the card's data-featured through
 * group-data-* variants, so the parts stay server components and callers never branch on it.
 *
 *   <PlanCard featured>
 *     <PlanCardBadge>Most Popular</PlanCardBadge>
 *     <PlanCardTitle>Growth</PlanCardTitle>
 *     <PlanCardDescription>…</PlanCardDescription>
 *     <PlanCardPrice>…</PlanCardPrice>
 *     <PlanCardBody><CheckList tone=…>…</CheckList></PlanCardBody>
 *     <PlanCardAction href="/contact/?…">Enquire about Growth</PlanCardAction>
 *   </PlanCard>
 */

type PlanCardProps = React.ComponentProps<"article"> & { featured?: boolean };

export function PlanCard({ featured = false, className, ...props }: PlanCardProps) {
  return (
    <article
      data-slot="plan-card"
      data-featured={featured}
      className={cn(
        "group/plan relative flex h-full flex-col rounded-3xl border p-8 sm:p-9",
        // The featured card stands 1rem proud of its row at both ends (-my-4) and pads by as much
        // more (py-13 = p-9 + 1rem), so its text starts on the same line as its neighbours'.
        featured
          ? "border-ink-900 bg-ink-900 text-white shadow-2xl ring-4 shadow-ink-900/30 ring-accent-600 lg:-my-4 lg:py-13"
          : "border-line bg-white text-ink-900 shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function PlanCardBadge({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="plan-card-badge"
      className={cn(
        "absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-accent-600 px-4 py-1.5 text-sm font-bold whitespace-nowrap text-white shadow-lg",
        className,
      )}
      {...props}
    />
  );
}

export function PlanCardTitle({ className, ...props }: React.ComponentProps<"h3">) {
  return <h3 data-slot="plan-card-title" className={cn("text-2xl font-extrabold", className)} {...props} />;
}

/** Secondary text on the card: muted on white, softened white on the featured card. */
export function PlanCardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="plan-card-description"
      className={cn("mt-2 text-ink-700 group-data-[featured=true]/plan:text-white/80", className)}
      {...props}
    />
  );
}

export function PlanCardPrice({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="plan-card-price" className={cn("mt-6", className)} {...props} />;
}

/** A tinted panel inside the card (allocations, "priced after a strategy session"). */
export function PlanCardPanel({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="plan-card-panel"
      className={cn(
        "rounded-2xl bg-cool-50 px-4 py-3 text-cool-800 group-data-[featured=true]/plan:bg-white/10 group-data-[featured=true]/plan:text-cool-300",
        className,
      )}
      {...props}
    />
  );
}

/** The part that grows, so every card's action lines up at the bottom of the row. */
export function PlanCardBody({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="plan-card-body" className={cn("mt-6 flex-1", className)} {...props} />;
}

export function PlanCardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="plan-card-footer" className={cn("mt-8", className)} {...props} />;
}
