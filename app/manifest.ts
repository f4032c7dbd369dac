import type { MetadataRoute } from "next";
import { pages } from "@/content/pages";
import { site } from "@/content/site";
import { BRAND_COLOURS } from "@/components/seo/brand-colours";
import { SITE_ICONS } from "@/components/seo/site-icons";

export const dynamic = "force-static";

export default function manifest(): MetadataRoute.Manifest {
  const icon = ({ path, size }: { path: string; size: number }) => ({
    src: path,
    type: "image/png",
    sizes: `${size}x${size}`,
  });
  return {
    name: site.brandName,
    short_name: site.brandShort,
    description: pages.home.description,
    start_url: "/",
    display: "browser",
    background_color: BRAND_COLOURS.paper,
    theme_color: BRAND_COLOURS.ink950,
    icons: [icon(SITE_ICONS.manifest192), icon(SITE_ICONS.manifest512)],
  };
}
