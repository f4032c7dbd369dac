"use client";

import { Link } from "@/components/navigation/link";
import type { VideoItem } from "@/content/videos";
import { videoCopy } from "@/content/interface";
import { ROUTES } from "@/lib/routes";
import { buttonVariants } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { PlayBadge } from "./play-badge";
import { isYouTubeId } from "@/lib/youtube";
import { VideoThumbnail } from "./video-thumbnail";

export type ShowcaseModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  subtitle: string;
  videos: readonly VideoItem[];
  /** Called with the chosen video; pass `openVideo` from useVideoPlayer() to play it. */
  onSelect: (video: VideoItem) => void;
  viewAllLabel?: string;
};

/**
 * The portfolio showcase modal (docs/product.md §2): a titled list of videos as a 3-column card grid.
 * Choosing a card closes this modal and hands the video to `onSelect`; 'View Full Portfolio' goes
 * to /portfolio.
 *
 *   const { openVideo } = useVideoPlayer();
 *   <ShowcaseModal open={open} onOpenChange={setOpen} title="…" subtitle="…" videos={videos}
 *     onSelect={(video) => openVideo(video, triggerRef.current)} />
 */
export function ShowcaseModal({
  open,
  onOpenChange,
  title,
  subtitle,
  videos,
  onSelect,
  viewAllLabel = videoCopy.viewFullPortfolio,
}: ShowcaseModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent size="xl" closeLabel={videoCopy.closeShowcase} className="p-6 sm:p-10">
          <DialogTitle className="pr-12 text-2xl sm:text-3xl">{title}</DialogTitle>
          <DialogDescription className="mt-2 text-ink-700">{subtitle}</DialogDescription>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {/* Only videos that can play: one without an id yet would open an unavailable player. */}
            {videos
              .filter((video) => isYouTubeId(video.videoId))
              .map((video) => (
                <li key={video.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onOpenChange(false);
                      onSelect(video);
                    }}
                    className="group flex h-full w-full flex-col overflow-hidden rounded-2xl border border-line bg-white text-left shadow-sm transition-shadow hover:shadow-lg motion-reduce:transition-none"
                  >
                    <span className="relative block">
                      <VideoThumbnail
                        videoId={video.videoId}
                        src={video.thumbnail}
                        alt={videoCopy.stillAlt(video.title)}
                        title={video.title}
                      />
                      <span className="absolute inset-0 flex items-center justify-center">
                        <PlayBadge size="md" />
                      </span>
                    </span>
                    <span className="flex flex-col gap-1.5 p-4">
                      <span className="font-display font-bold text-ink-900">{video.title}</span>
                      <span className="text-sm text-ink-700">{video.description}</span>
                    </span>
                  </button>
                </li>
              ))}
          </ul>
          <div className="mt-8 flex justify-center">
            <Link href={ROUTES.portfolio} className={buttonVariants({ size: "lg" })}>
              {viewAllLabel}
            </Link>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
