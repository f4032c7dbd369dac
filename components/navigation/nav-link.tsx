"use client";

import { usePathname } from "next/navigation";
import { Link } from "./link";

type NavLinkProps = React.ComponentProps<typeof Link> & { href: string };

/** Paths compare equal with or without their trailing slash (the export serves `/route/`). */
export function isCurrentPath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  const bare = (path: string) => path.replace(/\/+$/, "") || "/";
  return bare(pathname) === bare(href.split(/[?#]/)[0] ?? "");
}

/**
 * A link in the site's navigation: it tells assistive technology, and the eye, which page is the
 * current one (`aria-current="page"`, styled by the `aria-[current=page]:` classes callers pass).
 * Known at build time: each exported page is rendered with its own path.
 */
export function NavLink({ href, ...props }: NavLinkProps) {
  const current = isCurrentPath(usePathname(), href);
  return <Link href={href} aria-current={current ? "page" : undefined} {...props} />;
}
