import { caseFilms } from "@/content/case-films";
import type { CaseFilmsCopy } from "@/content/solution-films";
import { cn } from "@/lib/utils";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { CaseFilm } from "@/components/sections/shared/case-film";

type CaseFilmsSectionProps = {
  id: string;
  /** The heading, and the candidate films in the page's order (content/solution-films.ts). */
  copy: CaseFilmsCopy;
};

/**
 * A solutions page's opening after the hero: two or three films told as cases (the client, what
 * the film changed, the client's words), before any claim of the page's own. They sit side by
 * side from 1024 px; below, they scroll sideways, each most of the screen wide with the next
 * peeking in, so a phone meets the first case whole without the page growing by three. The films
 * are the candidates this build has a page for, full cases first (content/case-films.ts); with
 * none, the section is left out.
 */
export function CaseFilmsSection({ id, copy }: CaseFilmsSectionProps) {
  const { eyebrow, heading, lead, candidates, count } = copy;
  const films = caseFilms(candidates, count);
  if (films.length === 0) return null;
  return (
    <Section aria-labelledby={id}>
      <SectionHeading headingId={id} eyebrow={eyebrow} heading={heading} lead={lead} />
      <ul
        className={cn(
          "-mx-5 mt-10 flex snap-x snap-mandatory scroll-px-5 gap-5 overflow-x-auto px-5 pb-3",
          "sm:-mx-8 sm:mt-12 sm:scroll-px-8 sm:px-8",
          "*:w-[85%] *:shrink-0 *:snap-start sm:*:w-[60%]",
          "lg:mx-0 lg:grid lg:snap-none lg:gap-10 lg:overflow-visible lg:px-0 lg:pb-0 lg:*:w-auto",
          films.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-2",
        )}
      >
        {films.map((film) => (
          <li key={film.key} className="flex *:w-full">
            <CaseFilm
              film={film}
              variant="column"
              headingLevel="h3"
              sizes={
                films.length === 3
                  ? "(min-width: 1152px) 347px, (min-width: 1024px) 30vw, (min-width: 640px) 60vw, 85vw"
                  : "(min-width: 1152px) 524px, (min-width: 1024px) 45vw, (min-width: 640px) 60vw, 85vw"
              }
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
