"use client";

import { clsx } from "clsx";
import { usePathname } from "next/navigation";
import type { NavMenu } from "@/content/navigation";
import { ChevronIcon } from "@/components/ui/chevron-icon";
import { Disclosure, DisclosurePanel, DisclosureTrigger, useDisclosure } from "@/components/ui/disclosure";
import { NavLink, isCurrentPath } from "./nav-link";

/** A dropdown of page links in the desktop nav (a disclosure, not an ARIA menu). */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  // The trigger is highlighted on the pages it leads to, as the bar's plain links are.
  const pathname = usePathname();
  const holdsCurrent = menu.items.some((item) => isCurrentPath(pathname, item.href));
  return (
    <Disclosure className="relative">
      <DisclosureTrigger
        className={clsx(
          "inline-flex h-10 items-center gap-1.5 rounded-full px-3.5 text-sm font-medium text-white/90 hover:bg-white/10 hover:text-white",
          holdsCurrent && "bg-white/10 text-white",
        )}
      >
        {menu.label}
        <ChevronIcon />
      </DisclosureTrigger>
      <DisclosurePanel
        as="ul"
        className="absolute top-full left-0 z-50 mt-2 w-56 rounded-2xl border border-line bg-white p-2 shadow-xl shadow-ink-950/10"
      >
        {menu.items.map((item) => (
          <li key={item.href}>
            <MenuLink href={item.href} label={item.label} />
          </li>
        ))}
      </DisclosurePanel>
    </Disclosure>
  );
}

function MenuLink({ href, label }: { href: string; label: string }) {
  const { close } = useDisclosure();
  return (
    <NavLink
      href={href}
      onClick={close}
      className="block rounded-xl px-3.5 py-2.5 text-sm font-medium text-ink-900 hover:bg-paper-deep focus-visible:bg-paper-deep aria-[current=page]:bg-paper-deep aria-[current=page]:font-semibold"
    >
      {label}
    </NavLink>
  );
}
