import { frameLoad } from "@/components/head-scripts/compiled.generated";
import { HeadScript } from "@/components/head-scripts/head-script";
import { StaticHtml } from "@/components/layout/static-html";
import { youtubeInPageUrl } from "@/lib/youtube";
import { PagePlayerWatch } from "./page-player-watch";
import type { PlayerUnavailableProps } from "./player-unavailable";

/** The one player frame of a film's page, which the frame-load script and the island find by it. */
const FRAME_ID = "film-player";

type PagePlayerProps = PlayerUnavailableProps & {
  /** The frame's accessible name. */
  frameTitle: string;
  /** The film's still (server HTML), under the frame until YouTube's player paints over it. */
  children: React.ReactNode;
};

/**
 * A film page's player as part of its HTML (docs/product.md §2, "Watch pages"), so search engines
 * find the video on the page: YouTube's privacy-enhanced player, not playing until pressed, over
 * the film's still. The still is the page's largest paint, named in the head at high priority; the
 * frame loads lazily, so its request starts only once the page is laid out, behind the stylesheet,
 * the fonts and the still, and third-party content is never the page's own largest paint. The
 * frame is static HTML; the frame-load script before it and the island beside it
 * (./page-player-watch.tsx) keep it out of sight until the player answers on its message channel,
 * so the still is what a visitor sees until then, and cover a player that never answers with the
 * still and "Watch on YouTube".
 */
export function PagePlayer({ videoId, title, frameTitle, children, still, labels }: PagePlayerProps) {
  return (
    <div className="relative">
      <StaticHtml>
        <div className="relative">
          {children}
          <HeadScript compiled={frameLoad} config={{ frameId: FRAME_ID }} />
          <iframe
            id={FRAME_ID}
            src={youtubeInPageUrl(videoId)}
            title={frameTitle}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            // Out of sight under the still while <html> says the player has not answered yet
            // (PLAYER_UNANSWERED_ATTRIBUTE, components/head-scripts/page-marks.ts).
            className="absolute inset-0 size-full [html[data-player-unanswered]_&]:invisible"
          />
        </div>
      </StaticHtml>
      <PagePlayerWatch frameId={FRAME_ID} videoId={videoId} title={title} still={still} labels={labels} />
    </div>
  );
}
