import type { NavMenu } from "@/content/navigation";
import { ChevronIcon } from "@/components/ui/chevron-icon";
import { Disclosure, DisclosurePanel, DisclosureTrigger } from "@/components/ui/disclosure";
import { Link } from "./link";

/**
 * A dropdown of page links in the desktop nav (a disclosure, not an ARIA menu): the links are
 * server HTML inside the disclosure's client parts, and the current-page script highlights its
 * trigger on the pages it leads to, as the bar's plain links are.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  return (
    <Disclosure className="relative">
      <DisclosureTrigger className="nav-link group-data-[current]/disclosure:bg-white/10">
        {menu.label}
        <ChevronIcon />
      </DisclosureTrigger>
      <DisclosurePanel
        as="ul"
        className="absolute top-full left-0 z-50 mt-2 w-56 rounded-2xl border border-line bg-white p-2 shadow-xl shadow-ink-950/10"
      >
        {menu.items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="nav-menu-link">
              {item.label}
            </Link>
          </li>
        ))}
      </DisclosurePanel>
    </Disclosure>
  );
}
