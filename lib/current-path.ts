import { sectionPageOf } from "./routes";

/** Whether `href` is the page at `pathname`: paths compare equal with or without their trailing slash (the export serves `/route/`), ignoring query and hash. */
export function isCurrentPath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  const bare = (path: string) => path.replace(/\/+$/, "") || "/";
  return bare(pathname) === bare(href.split(/[?#]/)[0] ?? "");
}

/**
 * What a navigation link says about the page at `pathname`, as `aria-current`: "page" on the link
 * to the page itself, "true" on the link to the section it sits in (a film's page, under the
 * portfolio's "Our Work"), none on any other.
 */
export function currentMark(pathname: string | null, href: string): "page" | "true" | undefined {
  if (isCurrentPath(pathname, href)) return "page";
  const section = pathname === null ? undefined : sectionPageOf(pathname);
  return section !== undefined && isCurrentPath(section, href) ? "true" : undefined;
}
