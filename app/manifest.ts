import type { MetadataRoute } from "next";
import { pages } from "@/content/pages";
import { site } from "@/content/site";

export const dynamic = "force-static";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.brandName,
    short_name: site.brandShort,
    description: pages.home.description,
    start_url: "/",
    display: "browser",
    background_color: "#faf7f2",
    theme_color: "#08111f",
    icons: [
      { src: "/icon.svg", type: "image/svg+xml", sizes: "any" },
      { src: "/icon-192.png", type: "image/png", sizes: "192x192" },
      { src: "/icon-512.png", type: "image/png", sizes: "512x512" },
    ],
  };
}
