import type { VideoItem } from "@/content/types";
import { VideoSlot } from "@/components/sections/shared/video-slot";

/** Example videos three to a row on desktop; each opens the player through VideoSlot. */
export function VideoGrid({ videos }: { videos: readonly VideoItem[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {videos.map((video) => (
        <li key={video.id}>
          <VideoSlot video={video} />
        </li>
      ))}
    </ul>
  );
}
