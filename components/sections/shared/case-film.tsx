import { Link } from "@/components/navigation/link";
import { LocalText } from "@/components/country/localized";
import { caseFilmCopy } from "@/content/case-films";
import { filmClient, type Film } from "@/content/films";
import { isYouTubeId } from "@/lib/youtube";
import { cn } from "@/lib/utils";
import { ArrowLabel } from "@/components/ui/arrow-label";
import { PersonPhoto } from "@/components/ui/person-photo";
import { PhraseText } from "@/components/ui/phrase-text";
import { filmStill } from "@/components/video/film-still";
import { StillPlayControl } from "@/components/video/still-play-control";
import { filmSelection } from "@/components/video/film-selection";
import { StillImage } from "@/components/video/still-image";

type CaseFilmProps = {
  film: Film;
  /**
   * "feature": one film across the page (the home page's, under the reel): the still full width,
   * then the story, the result and the client's words side by side. "column": one of two or three
   * side by side (the solutions pages' opening films).
   */
  variant: "feature" | "column";
  headingLevel: "h2" | "h3";
  headingId?: string;
  /** The `sizes` hint for the still. */
  sizes: string;
};

/**
 * A film told as a case study: the film (playing in place in the page's shared player), whom it
 * was for, what it changed (the owner's result figure) and the client's own words, with the way to
 * the film's page, where the whole case is told. Parts the owner has not given are left out, so a
 * film without a case still leads as a film.
 */
export function CaseFilm({ film, variant, headingLevel: Heading, headingId, sizes }: CaseFilmProps) {
  const playable = isYouTubeId(film.videoId);
  const client = filmClient(film);
  const feature = variant === "feature";
  const still = filmStill(film.key);
  return (
    <article data-case-film={film.slug} className="relative flex flex-col">
      <div className={cn("film-frame-picture", feature && "-mx-5 rounded-none sm:mx-0 sm:rounded-3xl")}>
        <StillImage still={still} title={film.title} sizes={sizes} />
        <StillPlayControl
          film={filmSelection(film, film, still)}
          playable={playable}
          badgeSize={feature ? "xl" : "lg"}
        />
      </div>
      <div
        className={cn(
          "flex flex-1 flex-col",
          feature ? "mt-6 gap-6 sm:mt-8 lg:grid lg:grid-cols-[1.15fr_0.7fr_1.15fr] lg:gap-12" : "mt-5 gap-5",
        )}
      >
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">
            {client ? `${caseFilmCopy.clientLabel}: ${client}` : caseFilmCopy.eyebrow}
          </p>
          <Heading
            id={headingId}
            className={cn(
              "mt-2 font-extrabold text-ink-900",
              feature ? "text-2xl sm:text-4xl" : "text-xl sm:text-2xl",
            )}
          >
            <Link
              href={film.path}
              className="hover:underline hover:decoration-accent-600 hover:decoration-2 hover:underline-offset-4"
            >
              <PhraseText text={film.title} />
            </Link>
          </Heading>
          {feature || !film.result ? (
            // Under the reel on a phone, a case told by its result and its client's words goes
            // straight to them: the description waits for wider screens and the film's page.
            <p className={cn("mt-3 text-ink-700", feature && (film.result || film.quote) && "max-sm:hidden")}>
              <LocalText>{film.description}</LocalText>
            </p>
          ) : null}
        </div>
        {film.result ? (
          <p className={cn("flex flex-col", feature && "lg:border-l lg:border-line lg:pl-8")}>
            <span className="sr-only">{caseFilmCopy.resultLabel}: </span>
            <span className="font-display text-5xl font-extrabold text-accent-700 tabular-nums">
              {film.result.figure}
            </span>
            <span className="mt-1 text-ink-700">
              <LocalText>{film.result.label}</LocalText>
            </span>
          </p>
        ) : null}
        {film.quote ? (
          <figure className={cn(feature && "lg:border-l lg:border-line lg:pl-8")}>
            <blockquote className="font-display text-lg leading-snug font-semibold text-ink-900 sm:text-xl">
              <p>
                <q>
                  <LocalText>{film.quote.text}</LocalText>
                </q>
              </p>
            </blockquote>
            <figcaption className="mt-4 flex items-center gap-3">
              <PersonPhoto
                src={film.quote.photo ?? ""}
                alt=""
                name={film.quote.name}
                sizes="48px"
                className="size-12 rounded-full ring-1 ring-line"
              />
              <span className="text-sm">
                <span className="block font-semibold text-ink-900">{film.quote.name}</span>
                <span className="text-ink-700">{film.quote.role}</span>
              </span>
            </figcaption>
          </figure>
        ) : null}
      </div>
      <Link
        href={film.path}
        className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-accent-700 underline decoration-accent-700/30 decoration-2 underline-offset-4 hover:decoration-accent-700"
      >
        <ArrowLabel label={caseFilmCopy.readCaseLabel} />
        <span className="sr-only">: {film.title}</span>
      </Link>
    </article>
  );
}
