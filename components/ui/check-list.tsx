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
 * A list of included things, each item behind a tick. The item reads the list's settings through
 * `group-data-*` variants, so the parts stay server components.
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
      className={cn("group/check", size === "sm" ? "space-y-2 text-sm" : "space-y-3", className)}
      {...props}
    />
  );
}

export function CheckListItem({ className, children, ...props }: React.ComponentProps<"li">) {
  return (
    <li data-slot="check-list-item" className={cn("flex gap-3", className)} {...props}>
      <span
        data-slot="check-list-marker"
        aria-hidden="true"
        className={cn(
          "mt-0.5 inline-flex shrink-0 items-center justify-center",
          "text-cool-700 group-data-[tone=dark]/check:text-cool-300",
          "group-data-[marker=disc]/check:size-6 group-data-[marker=disc]/check:rounded-full",
          "group-data-[marker=disc]/check:bg-cool-700 group-data-[marker=disc]/check:text-white",
          "group-data-[marker=disc]/check:group-data-[tone=dark]/check:bg-cool-300",
          "group-data-[marker=disc]/check:group-data-[tone=dark]/check:text-ink-900",
        )}
      >
        <Icon
          name="check"
          className="size-5 group-data-[marker=disc]/check:size-4 group-data-[size=sm]/check:size-4"
        />
      </span>
      <span data-slot="check-list-text" className="min-w-0">
        {children}
      </span>
    </li>
  );
}
