import { Icon } from "./icon";
import { cn } from "@/lib/utils";

type CheckListProps = React.ComponentProps<"ul"> & {
  /** "tick": a bare tick; "disc": a tick in a filled circle, for lists that carry more weight. */
  marker?: "tick" | "disc";
  /** Colours for a light or a dark surface. */
  tone?: "light" | "dark";
  size?: "sm" | "md";
};

/**
 * A list of included things, each item behind a tick. The item's marker reads the list's settings
 * from its data attributes (check-list.css), so the parts stay server components.
 *
 *   <CheckList marker="disc"><CheckListItem>Script consultation</CheckListItem></CheckList>
 */
export function CheckList({
  marker = "tick",
  tone = "light",
  size = "md",
  className,
  ...props
}: CheckListProps) {
  return (
    <ul
      data-slot="check-list"
      data-marker={marker}
      data-tone={tone}
      data-size={size}
      className={cn(size === "sm" ? "space-y-2 text-sm" : "space-y-3", className)}
      {...props}
    />
  );
}

export function CheckListItem({ className, children, ...props }: React.ComponentProps<"li">) {
  return (
    <li data-slot="check-list-item" className={cn("flex gap-3", className)} {...props}>
      <span data-slot="check-list-marker" aria-hidden="true" className="check-marker">
        <Icon name="check" className="size-full" />
      </span>
      {/* A block, not a span: an item may hold a heading and a paragraph (a plan's feature and its note). */}
      <div data-slot="check-list-text" className="min-w-0">
        {children}
      </div>
    </li>
  );
}
