import type { VideoItem } from "@/content/types";
import { LocalText } from "@/components/country/localized";
import { VideoCard } from "./video-card";

/** Example videos three to a row on desktop; each opens the site's shared player. */
export function VideoGrid({ videos }: { videos: readonly VideoItem[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} className="h-full">
            <LocalText>{video.description}</LocalText>
          </VideoCard>
        </li>
      ))}
    </ul>
  );
}
