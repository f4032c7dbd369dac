import { cn } from "@/lib/utils";

/*
 * The disclosure pattern of components/ui/disclosure.tsx (a button that shows and hides a panel),
 * written as static HTML with the same marks: `data-slot`, `data-state`, `aria-expanded`,
 * `aria-controls` and `hidden`. No React state drives it: controlDisclosures
 * (disclosure-controls.ts), run by an island beside it, sets the marks on a press, so the markup
 * can sit inside a static section (docs/decisions/static-sections.md). The panel's id is the
 * caller's, since it must be unique on the page and known to the trigger.
 */

export function StaticDisclosure({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="disclosure"
      data-state="closed"
      className={cn("group/disclosure", className)}
      {...props}
    />
  );
}

export function StaticDisclosureTrigger({
  panelId,
  ...props
}: React.ComponentProps<"button"> & { panelId: string }) {
  return (
    <button
      type="button"
      data-slot="disclosure-trigger"
      aria-expanded={false}
      aria-controls={panelId}
      {...props}
    />
  );
}

export function StaticDisclosurePanel<T extends "div" | "ul" = "div">({
  as,
  ...props
}: React.ComponentProps<T> & { as?: T; id: string }) {
  const Element = (as ?? "div") as React.ElementType;
  return <Element data-slot="disclosure-panel" hidden {...props} />;
}
