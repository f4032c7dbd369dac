import { Link } from "@/components/navigation/link";
import { HOME_ANCHORS } from "@/content/navigation";
import { portfolioItems } from "@/content/portfolio";
import { sampleVideoThemes, sampleVideosCopy } from "@/content/videos";
import { ROUTES } from "@/lib/routes";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { LocalText } from "@/components/country/localized";
import { FilmFrame } from "@/components/video/film-frame";
import { SectionHeading } from "@/components/ui/section-heading";
import { SocialPostCard } from "./social-post-card";
import { ArrowLabel } from "@/components/ui/arrow-label";
import { BAND_PART_ATTRIBUTE } from "@/components/head-scripts/page-marks";

/** Each theme is laid out in a frame of its own as the page finishes loading: together they are too much for one. */
const bandPart = { [BAND_PART_ATTRIBUTE]: "" };

/** The lead frame: most of a phone's width, the full row on a tablet, two of three columns on a desktop. */
const LEAD_SIZES = "(min-width: 1152px) 720px, (min-width: 640px) 100vw, 82vw";
const FRAME_SIZES = "(min-width: 1152px) 352px, (min-width: 640px) 50vw, 82vw";

/**
 * Sample videos under the four themes (home #portfolio, the footer's "Our Work" link): each theme a
 * row of large frames led by its strongest film, a rail that scrolls sideways on a phone and a lead
 * frame beside two smaller ones on a desktop (on a phone the theme's summary and the lead film's
 * description are left to wider screens and the film's page);
 * then the way to all the work. A launch leaves out a
 * theme with no card the owner has supplied (content/videos.ts), and the whole section when no
 * theme is left.
 */
export function SampleVideos() {
  if (sampleVideoThemes.length === 0) return null;
  return (
    <section
      id={HOME_ANCHORS.portfolio}
      aria-labelledby="sample-videos-heading"
      className="border-y border-line bg-paper-deep"
    >
      <Container className="py-10 sm:py-24">
        <SectionHeading
          headingId="sample-videos-heading"
          eyebrow={sampleVideosCopy.eyebrow}
          heading={sampleVideosCopy.heading}
          lead={sampleVideosCopy.lead}
          leadOnPhone={false}
        />
        <div className="mt-6 space-y-9 sm:mt-14 sm:space-y-20">
          {sampleVideoThemes.map((theme) => (
            <div key={theme.id} aria-labelledby={`theme-${theme.id}`} role="group" {...bandPart}>
              <div className="grid gap-2 lg:grid-cols-[1fr_1.4fr] lg:gap-12">
                <div>
                  <p className="text-sm font-semibold tracking-widest text-cool-700 uppercase max-sm:hidden">
                    {theme.eyebrow}
                  </p>
                  <h3
                    id={`theme-${theme.id}`}
                    className="text-xl font-extrabold text-ink-900 sm:mt-1.5 sm:text-3xl"
                  >
                    {theme.title}
                  </h3>
                </div>
                <p className="text-ink-700 max-sm:hidden lg:pt-6">
                  <LocalText>{theme.summary}</LocalText>
                </p>
              </div>
              <ul className="phone-rail mt-4 sm:mt-8 sm:grid-cols-2 sm:gap-x-6 sm:gap-y-8 lg:grid-cols-3 max-sm:[&_.film-frame-description]:hidden">
                {theme.cards.map((card, position) => {
                  const lead = position === 0;
                  return (
                    <li key={card.id} className={lead ? "sm:col-span-2 lg:row-span-2" : undefined}>
                      {card.kind === "video" ? (
                        <FilmFrame
                          video={card}
                          size={lead ? "lead" : "regular"}
                          sizes={lead ? LEAD_SIZES : FRAME_SIZES}
                          headingLevel="h4"
                        >
                          {lead ? <LocalText>{card.description}</LocalText> : null}
                        </FilmFrame>
                      ) : (
                        <SocialPostCard card={card} />
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-10 flex flex-col items-start gap-4 border-t border-ink-900/10 pt-6 sm:mt-16 sm:flex-row sm:items-center sm:justify-between sm:pt-8">
          <p className="max-w-xl font-display text-xl font-bold text-ink-900 sm:text-2xl">
            <LocalText>{sampleVideosCopy.allWorkLine(portfolioItems.length)}</LocalText>
          </p>
          <Link href={ROUTES.portfolio} className={buttonVariants({ variant: "secondary", size: "lg" })}>
            <ArrowLabel label={sampleVideosCopy.viewAllLabel} />
          </Link>
        </div>
      </Container>
    </section>
  );
}
