import { Link } from "@/components/navigation/link";
import { LocalText } from "@/components/country/localized";
import { FILM_WORDS } from "@/content/film-words";
import { filmFor } from "@/content/films";
import { benefitFrameCopy } from "@/content/solution-films";
import type { FilmPoint } from "@/content/types";
import { filmStill } from "@/components/video/film-still";
import { StillImage } from "@/components/video/still-image";

/** A frame: most of a phone's width in the rail, half the benefits' column from 640 px. */
const FRAME_SIZES = "(min-width: 1152px) 300px, (min-width: 640px) 45vw, 80vw";

/**
 * The benefits, each told through a frame of a film that shows it (content names the film per
 * benefit): the still, the benefit's title and words, and which film the frame is from, linked to
 * its page when this build has one. Two across from 640 px; on a phone a sideways rail, the next
 * frame peeking in, so six pictures add no height to the page.
 */
export function BenefitFrames({ points }: { points: readonly FilmPoint[] }) {
  return (
    <ul className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-3 *:w-[80%] *:shrink-0 *:snap-start sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-x-8 sm:gap-y-10 sm:overflow-visible sm:px-0 sm:pb-0 sm:*:w-auto">
      {points.map((point) => {
        const film = filmFor(point.film);
        const title = FILM_WORDS[point.film].title;
        return (
          <li key={point.title} data-benefit-film={point.film} className="flex flex-col">
            <span className="film-frame-picture">
              <StillImage still={filmStill(point.film)} title={title} sizes={FRAME_SIZES} />
            </span>
            <h3 className="mt-4 text-lg font-bold text-balance text-ink-900 sm:text-xl">
              <LocalText>{point.title}</LocalText>
            </h3>
            <p className="mt-2 text-ink-700">
              <LocalText>{point.body}</LocalText>
            </p>
            <p className="mt-3 text-sm text-ink-700">
              {benefitFrameCopy.fromLabel}{" "}
              {film ? (
                <Link
                  href={film.path}
                  className="font-semibold text-ink-900 underline decoration-accent-600/40 decoration-2 underline-offset-4 hover:decoration-accent-600"
                >
                  {title}
                </Link>
              ) : (
                <span className="font-semibold text-ink-900">{title}</span>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
