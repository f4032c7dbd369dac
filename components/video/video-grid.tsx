import type { VideoItem } from "@/content/types";
import { LocalText } from "@/components/country/localized";
import { cardRowItem, cardRows } from "./card-rows";
import { VideoCard } from "./video-card";

/** Example videos three to a row on desktop, a short last row centred; each opens the site's shared player. */
export function VideoGrid({ videos }: { videos: readonly VideoItem[] }) {
  return (
    <ul className={cardRows} data-card-rows="">
      {videos.map((video) => (
        <li key={video.id} className={cardRowItem}>
          <VideoCard video={video}>
            <LocalText>{video.description}</LocalText>
          </VideoCard>
        </li>
      ))}
    </ul>
  );
}
