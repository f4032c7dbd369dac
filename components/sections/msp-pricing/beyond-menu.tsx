import type { beyondMenu } from "@/content/msp-pricing";
import { buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { LocalText } from "@/components/country/localized";
import { AnchorLink } from "@/components/navigation/anchor-link";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { VideoCard } from "@/components/video/video-card";
import { isFinishedVideo, isShown } from "@/lib/unfinished-work";
import { cn } from "@/lib/utils";

/**
 * Creative work outside the packages, with a film parody to watch and a way to the calendar below.
 * A launch leaves the film out while the owner has not supplied its video (lib/unfinished-work.ts).
 */
export function BeyondMenu({ eyebrow, heading, lead, points, video, calendarCta }: typeof beyondMenu) {
  const withVideo = isShown(video, isFinishedVideo);
  return (
    <Section aria-labelledby="beyond-menu">
      <div className={cn("grid gap-12", withVideo && "lg:grid-cols-2 lg:items-center")}>
        <div>
          <SectionHeading headingId="beyond-menu" eyebrow={eyebrow} heading={heading} lead={lead} />
          <ul className="mt-8 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex gap-3 text-ink-900">
                <Icon name="sparkles" className="mt-0.5 size-5 text-accent-600" />
                <LocalText>{point}</LocalText>
              </li>
            ))}
          </ul>
          <AnchorLink
            anchor={calendarCta.anchor}
            className={buttonVariants({ size: "lg", className: "mt-10" })}
          >
            <Icon name="calendar" className="size-5" />
            {calendarCta.label}
          </AnchorLink>
        </div>
        {withVideo ? (
          <VideoCard video={video}>
            <LocalText>{video.description}</LocalText>
          </VideoCard>
        ) : null}
      </div>
    </Section>
  );
}
