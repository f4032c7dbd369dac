/**
 * The site's public origin: the SITE_URL build variable when set, else the owner's value. A value
 * that is not an http(s) address stops the build with a clear message rather than publishing
 * canonical links and a sitemap that point nowhere.
 */
export function siteUrlFrom(fromEnvironment: string | undefined, fromOwner: string): string {
  const chosen = fromEnvironment?.trim() || fromOwner;
  const source = fromEnvironment?.trim() ? "SITE_URL" : "siteUrl in content/owner.ts";
  let url: URL;
  try {
    url = new URL(chosen);
  } catch {
    throw new Error(
      `${source} must be the site's full address, like https://www.example.co.uk (got "${chosen}").`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`${source} must start with https:// (got "${chosen}").`);
  }
  // The origin plus any sub-folder the site is published under, without a trailing slash.
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}
