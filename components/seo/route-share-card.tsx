import { pages } from "@/content/pages";
import { site } from "@/content/site";
import type { RouteName } from "@/lib/routes";
import { renderShareCard } from "./share-card";

/** The line above a page's title on its card, left off where the title already says it. */
function eyebrowOf(name: RouteName): string {
  const { title, hero } = pages[name];
  return title.toLowerCase().includes(hero.eyebrow.toLowerCase()) ? "" : hero.eyebrow;
}

/**
 * A page's share card, from the owner's brand and the page's own title: what each
 * `app/<route>/share-card.png/route.tsx` returns, which the export writes as a static PNG.
 */
export function routeShareCard(name: RouteName) {
  return renderShareCard({
    brandName: site.brandName,
    brandShort: site.brandShort,
    title: pages[name].title,
    eyebrow: eyebrowOf(name),
    siteUrl: site.url,
  });
}
