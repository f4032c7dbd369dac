import type { Film } from "@/content/films";
import { watchCopy } from "@/content/watch";
import { Container } from "@/components/ui/container";
import { cn } from "@/lib/utils";
import { CaseHeading } from "./case-heading";

/**
 * Who made the film and what is said in it: the credits, role by role, and the transcript behind
 * "Read the transcript" (a plain <details>, so it opens without scripts), side by side from
 * 1024 px. Nothing when the owner gave neither.
 */
export function FilmCredits({ film }: { film: Film }) {
  const { credits, transcript } = film;
  if (!credits && !transcript) return null;
  const both = Boolean(credits && transcript);
  return (
    <section className="bg-paper">
      <Container
        className={cn("grid gap-12 py-14 sm:py-20", both && "lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16")}
      >
        {credits ? (
          <div className={cn(both && "lg:col-start-2 lg:row-start-1")}>
            <CaseHeading id="film-credits" text={watchCopy.creditsHeading} />
            {/* Alone, the credits run across the band from 640 px rather than down one side of it. */}
            <dl
              className={cn(
                "mt-5 grid border-t border-line",
                !both && "sm:grid-cols-2 sm:gap-x-10 lg:grid-cols-3",
              )}
            >
              {credits.map((credit) => (
                <div
                  key={`${credit.role}: ${credit.name}`}
                  className="flex flex-wrap justify-between gap-x-6 gap-y-1 border-b border-line py-3"
                >
                  <dt className="text-sm font-semibold text-ink-700">{credit.role}</dt>
                  <dd className="text-ink-900">{credit.name}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        {transcript ? (
          <div className={cn("max-w-[65ch]", both && "lg:col-start-1 lg:row-start-1")}>
            <CaseHeading id="film-transcript" text={watchCopy.transcriptHeading} />
            <details className="mt-5 rounded-2xl border border-line bg-white p-5">
              <summary className="cursor-pointer font-display text-lg font-bold text-ink-900 marker:text-accent-600">
                {watchCopy.transcriptLabel}
              </summary>
              <div className="mt-4 space-y-4 text-ink-700">
                {transcript.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          </div>
        ) : null}
      </Container>
    </section>
  );
}
