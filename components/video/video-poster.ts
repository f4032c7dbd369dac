import { owner } from "@/content/owner";
import { ownerImageSources } from "@/components/ui/owner-image-sources";
import type { ImageSources } from "@/lib/owner-image-specs";
import { isYouTubeId } from "@/lib/youtube";

/** The size a poster is drawn at when the build has not resized it (vector artwork, no image step). */
const POSTER_SIZE = { width: 1280, height: 720 } as const;

/**
 * The owner's own poster frame for a video (`videoPosters` in content/owner.ts), as resized by the
 * build, or undefined to use the platform's thumbnail. Found by the video's id, so every card of
 * the same video shows the same poster. Server components only (it reads the build's manifest).
 */
export function videoPoster(videoId: string): ImageSources | undefined {
  if (!isYouTubeId(videoId)) return undefined;
  const posters: Partial<Record<string, string>> = owner.videoPosters ?? {};
  const key = Object.entries(owner.videos).find(([name, id]) => id === videoId && posters[name])?.[0];
  const src = key ? posters[key] : undefined;
  return src ? ownerImageSources(src, POSTER_SIZE) : undefined;
}
