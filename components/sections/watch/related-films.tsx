import { Link } from "@/components/navigation/link";
import { LocalText } from "@/components/country/localized";
import type { Film } from "@/content/films";
import { categoryLabel } from "@/content/portfolio";
import { watchCopy } from "@/content/watch";
import { CARD_STILL_SIZES } from "@/lib/film-still-specs";
import { ROUTES } from "@/lib/routes";
import { durationSeconds } from "@/lib/video-facts";
import { buttonVariants } from "@/components/ui/button";
import { ArrowLabel } from "@/components/ui/arrow-label";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { PhraseText } from "@/components/ui/phrase-text";
import { cardRowItem, cardRows } from "@/components/video/card-rows";
import { filmStill } from "@/components/video/film-still";
import { RunningTime } from "@/components/video/running-time";
import { StillImage } from "@/components/video/still-image";

/** A film's running time over the corner of its still (m:ss), as a player shows it; nothing when not given. */
function FilmLength({ duration }: { duration: string | undefined }) {
  const seconds = durationSeconds(duration);
  if (!seconds) return null;
  return (
    <span className="absolute right-3 bottom-3 rounded-md bg-ink-950/85 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
      <span className="sr-only">{watchCopy.runningTime} </span>
      <RunningTime seconds={seconds} />
    </span>
  );
}

/** Three films to watch next, each a card linking to its own page, and a way to all of them. */
export function RelatedFilms({ films }: { films: readonly Film[] }) {
  if (films.length === 0) return null;
  return (
    <Section tone="deep" aria-labelledby="related-films">
      <SectionHeading
        headingId="related-films"
        heading={watchCopy.relatedHeading}
        lead={watchCopy.relatedLead}
      />
      <ul className={`mt-10 ${cardRows}`} data-card-rows="">
        {films.map((film) => (
          <li key={film.key} className={cardRowItem}>
            <article className="film-card">
              <div className="relative">
                <StillImage still={filmStill(film.key)} title={film.title} sizes={CARD_STILL_SIZES} />
                <FilmLength duration={film.duration} />
              </div>
              <div className="film-card-body">
                <p className="text-xs font-semibold tracking-widest text-cool-700 uppercase">
                  {categoryLabel(film.categories[0] ?? "")}
                </p>
                <h3 className="text-lg leading-snug font-bold text-ink-900">
                  <Link href={film.path} className="film-title-link">
                    <PhraseText text={film.title} />
                  </Link>
                </h3>
                <p className="text-sm text-ink-700">
                  <LocalText>{film.description}</LocalText>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <Link href={ROUTES.portfolio} className={buttonVariants({ variant: "secondary", size: "lg" })}>
          <ArrowLabel label={watchCopy.backToWork} />
        </Link>
      </div>
    </Section>
  );
}
