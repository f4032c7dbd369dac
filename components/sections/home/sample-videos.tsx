import { Link } from "@/components/navigation/link";
import { HOME_ANCHORS } from "@/content/navigation";
import { sampleVideoThemes, sampleVideosCopy } from "@/content/videos";
import { ROUTES } from "@/lib/routes";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { LocalText } from "@/components/country/localized";
import { VideoCard } from "@/components/video/video-card";
import { cardRowItem, cardRows } from "@/components/video/card-rows";
import { cn } from "@/lib/utils";
import { SectionHeading } from "@/components/ui/section-heading";
import { SocialPostCard } from "./social-post-card";
import { ArrowLabel } from "@/components/ui/arrow-label";
import { BAND_PART_ATTRIBUTE } from "@/components/head-scripts/page-marks";

/** Each theme is laid out in a frame of its own as the page finishes loading: together they are too much for one. */
const bandPart = { [BAND_PART_ATTRIBUTE]: "" };

/**
 * Sample videos grouped under the four themes (home #portfolio, the footer's "Our Work" link). A
 * launch leaves out a theme with no card the owner has supplied (content/videos.ts), and the whole
 * section when no theme is left.
 */
export function SampleVideos() {
  if (sampleVideoThemes.length === 0) return null;
  return (
    <section
      id={HOME_ANCHORS.portfolio}
      aria-labelledby="sample-videos-heading"
      className="border-y border-line bg-paper-deep"
    >
      <Container className="py-16 sm:py-24">
        <SectionHeading
          headingId="sample-videos-heading"
          eyebrow={sampleVideosCopy.eyebrow}
          heading={sampleVideosCopy.heading}
          lead={sampleVideosCopy.lead}
        />
        <div className="mt-14 space-y-16 sm:space-y-20">
          {sampleVideoThemes.map((theme) => (
            <div key={theme.id} aria-labelledby={`theme-${theme.id}`} role="group" {...bandPart}>
              <div className="grid gap-3 border-t border-ink-900/10 pt-8 lg:grid-cols-[1fr_1.4fr] lg:gap-12">
                <div>
                  <p className="text-sm font-semibold tracking-widest text-cool-700 uppercase">
                    {theme.eyebrow}
                  </p>
                  <h3
                    id={`theme-${theme.id}`}
                    className="mt-2 text-2xl font-extrabold text-ink-900 sm:text-3xl"
                  >
                    {theme.title}
                  </h3>
                </div>
                <p className="text-ink-700 lg:pt-7">
                  <LocalText>{theme.summary}</LocalText>
                </p>
              </div>
              <ul className={cn("mt-8", cardRows)} data-card-rows="">
                {theme.cards.map((card) => (
                  <li key={card.id} className={cardRowItem}>
                    {card.kind === "video" ? (
                      <VideoCard video={card} headingLevel="h4">
                        <LocalText>{card.description}</LocalText>
                      </VideoCard>
                    ) : (
                      <SocialPostCard card={card} />
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-14 flex justify-center">
          <Link href={ROUTES.portfolio} className={buttonVariants({ variant: "secondary", size: "lg" })}>
            <ArrowLabel label={sampleVideosCopy.viewAllLabel} />
          </Link>
        </div>
      </Container>
    </section>
  );
}
