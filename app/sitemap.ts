import type { MetadataRoute } from "next";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/absolute-url";
import { ROUTE_PATHS } from "@/lib/routes";

export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  return ROUTE_PATHS.map((path) => ({
    url: absoluteUrl(path, site.url),
    changeFrequency: "monthly",
    priority: path === "/" ? 1 : 0.7,
  }));
}
