/*
 * How the launch check and the stills step name the films a launch shows as title cards, and the
 * card words their faces cannot draw: the same words in both, each with what to change.
 */
import type { FilmStillsManifest } from "@/lib/film-still-specs";
import type { Placeholder } from "@/lib/launch-check";
import type { Lettering, TitleCardGap } from "@/lib/title-card";
import { cardGaps, type CatalogueFilm, type WordsSource } from "./catalogue";

type NamedFilm = { key: string; title: string };
type Gap = TitleCardGap & WordsSource;

/** The letters, quoted, at most eight of them. */
function letterList(letters: readonly string[]): string {
  const shown = letters.slice(0, 8).map((letter) => `“${letter}”`);
  return letters.length > 8 ? `${shown.join(", ")} and ${letters.length - 8} more` : shown.join(", ");
}

/** The heading and one line per film: its title, and where its frame goes. */
export function describeTitleCardFilms(films: readonly NamedFilm[]): string[] {
  return [
    `${films.length} film(s) get their title card (the title lettered on a colour), with no frame of yours and no thumbnail from YouTube on this machine:`,
    ...films.map((film) => `“${film.title}”: give it a frame of its own in videoPosters.${film.key}`),
  ];
}

/** What to change for card words its faces cannot draw. */
function gapAdvice(film: NamedFilm, gap: Gap): string {
  return (
    `The title card of “${film.title}” cannot draw ${letterList(gap.letters)} (its faces have Latin letters only) ` +
    `and would leave them out: write the ${gap.part} in Latin letters, or give the film a frame of its own in videoPosters.${film.key}`
  );
}

/** One line for the build's log. */
export function describeCardGap(film: NamedFilm, gap: Gap): string {
  return `${gap.file} ${gap.field} (“${gap.text}”): ${gapAdvice(film, gap)}.`;
}

/** The launch check's must-have for it: a host build refuses a card that would lose letters. */
export function cardGapFinding(film: NamedFilm, gap: Gap): Placeholder {
  return { file: gap.file, field: gap.field, what: gapAdvice(film, gap), blocking: true };
}

/**
 * What the stills step says of the title cards it drew: on a launch, every film shown as one; on
 * any build, each card's words its faces could not draw (a launch check refuses those, so only a
 * preview gets here with them). Each line is printed after "Film stills: ".
 */
export function stillsReport(
  films: readonly CatalogueFilm[],
  manifest: FilmStillsManifest,
  lettering: Lettering,
  launch: boolean,
): { notes: string[]; warnings: string[] } {
  const cards = films.filter((film) => manifest[film.key]?.source === "artwork");
  const [heading, ...named] = describeTitleCardFilms(cards);
  return {
    notes:
      launch && cards.length > 0 ? [`on this launch, ${heading}`, ...named.map((line) => `  ${line}`)] : [],
    warnings: cards.flatMap((film) => cardGaps(film, lettering).map((gap) => describeCardGap(film, gap))),
  };
}
