import { Link } from "@/components/navigation/link";
import type { NavItem } from "@/content/navigation";

type ScrollLinkProps = Omit<React.ComponentProps<typeof Link>, "href"> & { item: NavItem };

/**
 * A nav item of type link or scroll (docs/product.md §2, "Nav items"). A scroll item's address is
 * the home page plus its anchor: on the home page the browser scrolls there in place, smoothly and
 * 80px below the top (app/globals.css: `scroll-behavior`, `scroll-padding-top`); anywhere else it
 * loads the home page at that anchor. The deferred-bands head script lays the page out whole
 * first, so the distance is exact.
 */
export function ScrollLink({ item, children, ...props }: ScrollLinkProps) {
  return (
    <Link {...props} href={item.href}>
      {children ?? item.label}
    </Link>
  );
}
