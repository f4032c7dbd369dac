import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/absolute-url";
import { videoObjectsJsonLd } from "@/lib/structured-data";
import { JsonLd } from "./json-ld";

type Video = { videoId: string; title: string; description: string; uploadDate?: string };

/** schema.org VideoObjects for a page's sample videos; renders nothing when no id is known yet. */
export function VideosJsonLd({ videos, path }: { videos: readonly Video[]; path: string }) {
  const data = videoObjectsJsonLd(videos, absoluteUrl(path, site.url));
  return data && <JsonLd data={data} />;
}
