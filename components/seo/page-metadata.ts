import type { Metadata } from "next";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/absolute-url";

type PageMeta = { title: string; description: string };

export const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

/**
 * A page's own title, description, absolute canonical URL and share-card tags. Next replaces a
 * parent's openGraph object wholesale, so every page carries the full set.
 */
export function pageMetadata(
  { title, description }: PageMeta,
  path: string,
  absoluteTitle = false,
): Metadata {
  const url = absoluteUrl(path, site.url);
  const image = {
    url: absoluteUrl(SHARE_IMAGE.path, site.url),
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    alt: site.tagline,
  };
  const fullTitle = absoluteTitle ? title : `${title} | ${site.brandName}`;
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
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [image.url] },
  };
}
