/** Whether `href` is the page at `pathname`: paths compare equal with or without their trailing slash (the export serves `/route/`), ignoring query and hash. */
export function isCurrentPath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  const bare = (path: string) => path.replace(/\/+$/, "") || "/";
  return bare(pathname) === bare(href.split(/[?#]/)[0] ?? "");
}
