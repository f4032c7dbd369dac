import { caseFilms } from "@/content/case-films";
import { featuredCaseFilms } from "@/content/home";
import { Container } from "@/components/ui/container";
import { CaseFilm } from "@/components/sections/shared/case-film";

/**
 * The work leads: under the reel, one case film across the page (its client, what it changed, a
 * line of the client's words), the strongest this build has (content/home.ts). Left out when no
 * candidate has a page in this build.
 */
export function FeaturedCase() {
  const [film] = caseFilms(featuredCaseFilms, 1);
  if (!film) return null;
  return (
    <section aria-labelledby="featured-case-heading" className="bg-paper">
      <Container className="pt-0 pb-12 sm:py-16 lg:py-20">
        <CaseFilm
          film={film}
          variant="feature"
          headingLevel="h2"
          headingId="featured-case-heading"
          sizes="(min-width: 1152px) 1088px, 100vw"
        />
      </Container>
    </section>
  );
}
