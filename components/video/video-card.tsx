import { VideoCardView, type VideoCardProps } from "./video-card-view";
import { videoPoster } from "./video-poster";

/**
 * A 16:9 video card (components/video/video-card-view.tsx), with the owner's own poster frame when
 * they supplied one for this video: looked up here, on the server, where the build's resized
 * files are known.
 */
export function VideoCard(props: Omit<VideoCardProps, "poster">) {
  return <VideoCardView {...props} poster={videoPoster(props.video.videoId)} />;
}
