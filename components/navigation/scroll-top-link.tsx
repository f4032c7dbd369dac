"use client";

import { Link } from "@/components/navigation/link";

/** docs/product.md §9: pages reached through these links scroll to the top 100 ms after the click. */
const SCROLL_TOP_DELAY_MS = 100;

type ScrollTopLinkProps = React.ComponentProps<typeof Link>;

/**
 * A link to another page that lands at its top. Client navigation would otherwise keep the
 * scroll position when the new page's first section is already in view.
 */
export function ScrollTopLink({ onClick, ...props }: ScrollTopLinkProps) {
  return (
    <Link
      {...props}
      onClick={(event) => {
        onClick?.(event);
        // A modified click opens a new tab; this page must stay where it is.
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        window.setTimeout(
          () => window.scrollTo({ top: 0, left: 0, behavior: "instant" }),
          SCROLL_TOP_DELAY_MS,
        );
      }}
    />
  );
}
