"use client";

import { scrollToAnchor } from "./scroll-link";

type AnchorLinkProps = Omit<React.ComponentProps<"a">, "href"> & { anchor: string };

/**
 * A link to a section on this page. Without scripts it is a plain #anchor jump; with them it
 * smooth-scrolls so the section lands 80px below the top, clear of the fixed nav.
 */
export function AnchorLink({ anchor, onClick, ...props }: AnchorLinkProps) {
  return (
    <a
      {...props}
      href={`#${anchor}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (scrollToAnchor(anchor)) {
          event.preventDefault();
          window.history.pushState(null, "", `#${anchor}`);
        }
      }}
    />
  );
}
