import type { NavMenu } from "@/content/navigation";
import { ChevronIcon } from "@/components/ui/chevron-icon";
import {
  StaticDisclosure,
  StaticDisclosurePanel,
  StaticDisclosureTrigger,
} from "@/components/ui/static-disclosure";
import { Link } from "./link";

/**
 * A dropdown of page links in the desktop nav (a disclosure, not an ARIA menu), static HTML: the
 * header's island opens and closes it, and the current-page script highlights its trigger on the
 * pages it leads to, as the bar's plain links are.
 */
export function NavDropdown({ menu, id }: { menu: NavMenu; id: string }) {
  const panelId = `${id}-panel`;
  return (
    <StaticDisclosure className="relative">
      <StaticDisclosureTrigger
        panelId={panelId}
        className="nav-link group-data-[current]/disclosure:bg-white/10"
      >
        {menu.label}
        <ChevronIcon />
      </StaticDisclosureTrigger>
      <StaticDisclosurePanel
        as="ul"
        id={panelId}
        className="absolute top-full left-0 z-50 mt-2 w-56 rounded-2xl border border-line bg-white p-2 shadow-xl shadow-ink-950/10"
      >
        {menu.items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="nav-menu-link">
              {item.label}
            </Link>
          </li>
        ))}
      </StaticDisclosurePanel>
    </StaticDisclosure>
  );
}
