import { LocalText } from "@/components/country/localized";
import type { Film } from "@/content/films";
import { watchCopy } from "@/content/watch";
import { Container } from "@/components/ui/container";

/**
 * The owner's own words about a film, when they gave any: a few paragraphs on it, and what is said
 * in it behind a "Read the transcript" (plain <details>, so it opens without scripts). Nothing at
 * all when they gave neither.
 */
export function FilmStory({ film }: { film: Film }) {
  if (!film.summary && !film.transcript) return null;
  return (
    <section aria-label={film.title} className="bg-paper">
      <Container className="py-12 sm:py-16">
        <div className="max-w-[65ch] space-y-5 text-lg text-ink-700">
          {film.summary?.map((paragraph) => (
            <p key={paragraph}>
              <LocalText>{paragraph}</LocalText>
            </p>
          ))}
          {film.transcript ? (
            <details className="group rounded-2xl border border-line bg-white p-5 text-base">
              <summary className="cursor-pointer font-display text-lg font-bold text-ink-900 marker:text-accent-600">
                {watchCopy.transcriptLabel}
              </summary>
              <div className="mt-4 space-y-4">
                {film.transcript.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
