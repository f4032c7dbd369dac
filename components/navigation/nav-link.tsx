"use client";

import { usePathname } from "next/navigation";
import { currentMark } from "@/lib/current-path";
import { Link } from "./link";

type NavLinkProps = React.ComponentProps<typeof Link>;

/**
 * A link in a navigation island (the mobile menu): it tells assistive technology, and the eye,
 * which page is the current one (`aria-current="page"`) or holds it ("true": "Our Work" on a
 * film's page), styled by the `[&[aria-current]]:` classes callers pass. Known at build time: each
 * exported page is rendered with its own path. The desktop bar, rendered once by the root layout,
 * is marked by the current-page script instead (site-nav.tsx).
 */
export function NavLink({ href, ...props }: NavLinkProps) {
  return <Link href={href} aria-current={currentMark(usePathname(), href)} {...props} />;
}
