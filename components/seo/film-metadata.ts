import type { Metadata } from "next";
import type { Film } from "@/content/films";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/absolute-url";
import { isYouTubeId, youtubeEmbedUrl } from "@/lib/youtube";
import { pageMetadata } from "./page-metadata";

/**
 * A film page's metadata: its own title, description, canonical address and share card (drawn
 * from its still and title, app/work/[slug]/share-card.png), typed for link previews as a video
 * (`video.other`) with the player's embed address.
 */
export function filmMetadata(film: Film): Metadata {
  const base = pageMetadata({ title: film.title, description: film.description }, film.path);
  const url = absoluteUrl(film.path, site.url);
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: "video.other",
      url,
      ...(isYouTubeId(film.videoId) && {
        videos: [{ url: youtubeEmbedUrl(film.videoId), type: "text/html", width: 1280, height: 720 }],
      }),
    },
  };
}
