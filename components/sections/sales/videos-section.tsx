import type { VideoItem } from "@/content/types";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { VideoGrid } from "@/components/video/video-grid";
import { isFinishedVideo, shownItems } from "@/lib/unfinished-work";

type VideosSectionProps = {
  id: string;
  eyebrow: string;
  heading: string;
  lead: string;
  videos: readonly VideoItem[];
};

/**
 * A headed grid of example videos. A launch leaves out the videos the owner has not supplied
 * (lib/unfinished-work.ts), and the whole section when none is left.
 */
export function VideosSection({ id, eyebrow, heading, lead, videos }: VideosSectionProps) {
  const shown = shownItems(videos, isFinishedVideo);
  if (shown.length === 0) return null;
  return (
    <Section tone="deep" aria-labelledby={id}>
      <SectionHeading headingId={id} eyebrow={eyebrow} heading={heading} lead={lead} />
      <div className="mt-12">
        <VideoGrid videos={shown} />
      </div>
    </Section>
  );
}
