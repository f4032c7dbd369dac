import type { VideoItem } from "@/content/types";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { VideoGrid } from "@/components/video/video-grid";

type VideosSectionProps = {
  id: string;
  eyebrow: string;
  heading: string;
  lead: string;
  videos: readonly VideoItem[];
};

/** A headed grid of example videos. */
export function VideosSection({ id, eyebrow, heading, lead, videos }: VideosSectionProps) {
  return (
    <Section tone="deep" aria-labelledby={id}>
      <SectionHeading headingId={id} eyebrow={eyebrow} heading={heading} lead={lead} />
      <div className="mt-12">
        <VideoGrid videos={videos} />
      </div>
    </Section>
  );
}
