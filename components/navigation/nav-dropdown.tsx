"use client";

import { Link } from "@/components/navigation/link";
import type { NavMenu } from "@/content/navigation";
import { ChevronIcon } from "@/components/ui/chevron-icon";
import { Disclosure, DisclosurePanel, DisclosureTrigger, useDisclosure } from "@/components/ui/disclosure";

/** A dropdown of page links in the desktop nav (a disclosure, not an ARIA menu). */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  return (
    <Disclosure className="relative">
      <DisclosureTrigger className="inline-flex h-10 items-center gap-1.5 rounded-full px-3.5 text-sm font-medium text-white/90 hover:bg-white/10 hover:text-white">
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
    <Link
      href={href}
      onClick={close}
      className="block rounded-xl px-3.5 py-2.5 text-sm font-medium text-ink-900 hover:bg-paper-deep focus-visible:bg-paper-deep"
    >
      {label}
    </Link>
  );
}
