import type { VideoItem } from "@/content/types";
import { VideoCard } from "@/components/islands/video-card";

/**
 * Every video on the sales pages goes through this adapter onto the site's VideoCard, which opens
 * the page's shared player; the page must wrap its sections in a <VideoPlayerProvider>.
 */
export function VideoSlot({ video }: { video: VideoItem }) {
  return (
    <VideoCard
      videoId={video.videoId}
      title={video.title}
      description={video.description}
      thumbnail={video.thumbnail}
      className="h-full"
    />
  );
}
