import type { Metadata } from "next";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/absolute-url";
import { shareCardPath } from "@/lib/share-card-path";
import { SHARE_CARD_SIZE } from "./share-card-size";

type PageMeta = { title: string; description: string };

/**
 * A page's own title, description, absolute canonical URL and share-card tags. Next replaces a
 * parent's openGraph object wholesale, so every page carries the full set. The card itself is
 * drawn at build by the page's `share-card.png/route.tsx` (components/seo/route-share-card.tsx).
 */
export function pageMetadata(
  { title, description }: PageMeta,
  path: string,
  absoluteTitle = false,
): Metadata {
  const url = absoluteUrl(path, site.url);
  const fullTitle = absoluteTitle ? title : `${title} | ${site.brandName}`;
  const image = {
    url: absoluteUrl(shareCardPath(path), site.url),
    width: SHARE_CARD_SIZE.width,
    height: SHARE_CARD_SIZE.height,
    // The card shows the brand and the page's title, so its text is the picture's description.
    alt: absoluteTitle ? title : `${site.brandName}: ${title}`,
  };
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      siteName: site.brandName,
      locale: "en_GB",
      url,
      title: fullTitle,
      description,
      images: [image],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [image] },
  };
}
