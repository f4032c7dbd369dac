"use client";

import { clsx } from "clsx";
import { cardFocusRing, stretchedControl } from "@/components/ui/card-focus";
import type { VideoItem } from "@/content/videos";
import { videoCopy } from "@/content/interface";
import type { ImageSources } from "@/lib/owner-image-specs";
import { isYouTubeId } from "@/lib/youtube";
import { ComingSoonBadge } from "./coming-soon-badge";
import { PlayBadge } from "./play-badge";
import { useVideoPlayer } from "./video-player";
import { VideoThumbnail } from "./video-thumbnail";
import { PhraseText } from "@/components/ui/phrase-text";

export type VideoCardProps = {
  video: Pick<VideoItem, "videoId" | "title" | "thumbnail">;
  /** The description, rendered by the server in the visitor's spelling (`<LocalText>`). */
  children: React.ReactNode;
  /** Heading level of the title, to fit the page outline (defaults to h3). */
  headingLevel?: "h2" | "h3" | "h4";
  /** The owner's poster frame, resized (components/video/video-poster.ts); else the platform's still. */
  poster?: ImageSources;
  /**
   * "card" (the default) draws its own bordered card; "inset" is for a card that already holds it
   * (a solutions tab's live example): a rounded picture with the words below, no second border.
   */
  look?: "card" | "inset";
  className?: string;
};

/**
 * A 16:9 video card that opens the site's shared player (VideoPlayerProvider, mounted once in the
 * root layout). The whole card is clickable through the title's button, stretched over it, so there
 * is one control per card and no nested interactive elements. A card whose video id is not supplied
 * yet (content/owner.ts) keeps its design but says "Coming soon" and has no control at all.
 */
export function VideoCardView({
  video,
  headingLevel,
  poster,
  look = "card",
  className,
  children,
}: VideoCardProps) {
  const { videoId, title, thumbnail } = video;
  const { openVideo } = useVideoPlayer();
  const Heading = headingLevel ?? "h3";
  const playable = isYouTubeId(videoId);

  return (
    <article
      data-video-state={playable ? "playable" : "coming-soon"}
      className={clsx(
        look === "card"
          ? "relative flex flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-sm shadow-ink-950/5"
          : "relative flex flex-col rounded-2xl",
        playable && "group",
        playable &&
          look === "card" &&
          "transition-shadow duration-200 hover:shadow-xl hover:shadow-ink-950/10 motion-reduce:transition-none",
        playable && cardFocusRing,
        className,
      )}
    >
      <div className={clsx("relative", look === "inset" && "overflow-hidden rounded-2xl")}>
        <VideoThumbnail
          videoId={videoId}
          src={thumbnail ?? poster?.src}
          srcSet={thumbnail ? undefined : poster?.srcSet}
          alt={videoCopy.stillAlt(title)}
          seed={title}
        />
        <div
          className={clsx(
            "absolute inset-0 flex items-center justify-center",
            playable && "bg-ink-950/10 transition-colors group-hover:bg-ink-950/25",
          )}
        >
          {playable ? <PlayBadge size="md" /> : <ComingSoonBadge />}
        </div>
      </div>
      <div className={clsx("flex flex-1 flex-col gap-2", look === "card" ? "p-5 sm:p-6" : "pt-4")}>
        <Heading className="text-lg font-bold text-ink-900">
          {playable ? (
            <button
              type="button"
              onClick={(event) => openVideo({ videoId, title }, event.currentTarget)}
              className={clsx("text-left", stretchedControl)}
            >
              <span className="sr-only">{videoCopy.playPrefix} </span>
              <PhraseText text={title} />
            </button>
          ) : (
            <PhraseText text={title} />
          )}
        </Heading>
        <p className="text-sm text-ink-700">{children}</p>
      </div>
    </article>
  );
}
