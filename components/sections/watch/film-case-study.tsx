import { LocalText } from "@/components/country/localized";
import type { Film } from "@/content/films";
import type { FilmResult } from "@/content/owner-types";
import { watchCopy } from "@/content/watch";
import { Container } from "@/components/ui/container";
import { cn } from "@/lib/utils";
import { CaseHeading, CaseParagraphs } from "./case-heading";

/**
 * The figure's size by its length, so a short one ("31%") reads big and a long one ("1,200,000")
 * still fits a phone's card: the card is about 230 px wide inside at 320 px.
 */
function figureSize(figure: string): string {
  if (figure.length <= 5) return "text-6xl sm:text-7xl";
  if (figure.length <= 8) return "text-[2.75rem] sm:text-6xl";
  return "text-4xl sm:text-5xl";
}

/** What the film changed: the figure big on ink, and what it counts. */
function ResultCard({ result }: { result: FilmResult }) {
  return (
    <div className="rounded-3xl bg-ink-900 p-6 text-white shadow-xl shadow-ink-950/10 sm:p-8 lg:sticky lg:top-28">
      <h2 id="film-result" className="text-sm font-semibold tracking-widest text-accent-300 uppercase">
        <LocalText>{watchCopy.resultHeading}</LocalText>
      </h2>
      <p
        className={cn(
          "mt-4 font-display leading-none font-extrabold break-words text-white",
          figureSize(result.figure),
        )}
      >
        {result.figure}
      </p>
      <p className="mt-4 text-lg text-white/85">
        <LocalText>{result.label}</LocalText>
      </p>
    </div>
  );
}

/**
 * The film as a case study, in the owner's words (docs/product.md §2, "Watch pages"): what it is
 * about, the brief and the approach as headed sections, and beside them (below them on a phone)
 * the result, its figure big. Each part shows only where the owner gave it; nothing at all when
 * none is given, so a film with only a summary reads as a page about the film.
 */
export function FilmCaseStudy({ film }: { film: Film }) {
  const parts = [
    { id: "film-summary", heading: watchCopy.summaryHeading, paragraphs: film.summary },
    { id: "film-brief", heading: watchCopy.briefHeading, paragraphs: film.brief },
    { id: "film-approach", heading: watchCopy.approachHeading, paragraphs: film.approach },
  ].filter((part): part is typeof part & { paragraphs: readonly string[] } => Boolean(part.paragraphs));
  if (parts.length === 0 && !film.result) return null;
  return (
    <section className="bg-paper">
      <Container
        className={cn(
          "grid gap-12 py-14 sm:py-20",
          film.result && parts.length > 0 && "lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16",
        )}
      >
        {parts.length > 0 ? (
          <div className="max-w-[65ch] space-y-12">
            {parts.map((part) => (
              <div key={part.id}>
                <CaseHeading id={part.id} text={part.heading} />
                <CaseParagraphs paragraphs={part.paragraphs} />
              </div>
            ))}
          </div>
        ) : null}
        {film.result ? (
          <div className={cn(parts.length === 0 && "max-w-md")}>
            <ResultCard result={film.result} />
          </div>
        ) : null}
      </Container>
    </section>
  );
}
