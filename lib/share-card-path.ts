/**
 * Where a page's share card is published: beside the page, as `<route>share-card.png`
 * (`/pricing/share-card.png`, `/share-card.png` for the home page). The `.png` name lets every
 * host send it as image/png; Next's `opengraph-image` convention exports a file with no extension,
 * which hosts send as application/octet-stream.
 */
export function shareCardPath(routePath: string): string {
  return `${routePath.endsWith("/") ? routePath : `${routePath}/`}share-card.png`;
}
