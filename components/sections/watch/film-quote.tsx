import { LocalText } from "@/components/country/localized";
import type { Film } from "@/content/films";
import { watchCopy } from "@/content/watch";
import { Container } from "@/components/ui/container";
import { PersonPhoto } from "@/components/ui/person-photo";
import { QuoteMark } from "@/components/ui/quote-mark";

/**
 * The client's own words about the film, large, with their face (the owner's photo, through the
 * build's image step; their initials without one), name and role. Nothing without a quote.
 */
export function FilmQuote({ film }: { film: Film }) {
  const { quote } = film;
  if (!quote) return null;
  return (
    <section aria-labelledby="film-quote" className="bg-white">
      <Container className="py-14 sm:py-20">
        <div className="mx-auto max-w-4xl">
          <h2 id="film-quote" className="text-sm font-semibold tracking-widest text-accent-700 uppercase">
            <LocalText>{watchCopy.quoteHeading}</LocalText>
          </h2>
          <figure className="mt-6">
            <QuoteMark className="text-accent-600" />
            <blockquote className="mt-6 font-display text-2xl leading-snug font-semibold text-pretty text-ink-900 sm:text-4xl sm:leading-tight">
              <p>
                <LocalText>{quote.text}</LocalText>
              </p>
            </blockquote>
            <figcaption className="mt-8 flex items-center gap-4 border-t border-line pt-6">
              <PersonPhoto
                src={quote.photo ?? ""}
                alt={watchCopy.quotePhotoAlt(quote.name)}
                name={quote.name}
                sizes="64px"
                className="size-16 rounded-full ring-1 ring-line"
              />
              <span>
                <span className="block font-semibold text-ink-900">{quote.name}</span>
                <span className="text-sm text-ink-700">{quote.role}</span>
              </span>
            </figcaption>
          </figure>
        </div>
      </Container>
    </section>
  );
}
