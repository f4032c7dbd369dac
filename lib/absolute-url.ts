/** An absolute URL on the configured site origin, for canonical links, sitemaps and share cards. */
export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}
