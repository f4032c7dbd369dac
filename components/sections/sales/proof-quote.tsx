import type { Testimonial } from "@/content/testimonials";
import { LocalText } from "@/components/country/localized";
import { PersonPhoto } from "@/components/ui/person-photo";
import { QuoteMark } from "@/components/ui/quote-mark";
import { cn } from "@/lib/utils";

/**
 * A client's words as proof, on a deep ink card: the quote large, then the person's face, name,
 * role and company. Server-rendered, with no script.
 */
export function ProofQuote({ testimonial, className }: { testimonial: Testimonial; className?: string }) {
  return (
    <figure
      data-proof-quote={testimonial.id}
      className={cn(
        "flex flex-col rounded-3xl bg-ink-900 p-8 text-white shadow-xl shadow-ink-950/10 sm:p-10",
        className,
      )}
    >
      <QuoteMark className="h-8 w-11 text-accent-400" />
      <blockquote className="mt-6 flex-1 font-display text-xl leading-relaxed font-semibold sm:text-2xl">
        <p>
          <LocalText>{testimonial.quote}</LocalText>
        </p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4 border-t border-white/15 pt-6">
        <PersonPhoto
          src={testimonial.photo}
          alt={testimonial.photoAlt}
          name={testimonial.name}
          sizes="64px"
          className="size-16 rounded-full ring-2 ring-white/20"
        />
        <span>
          <span className="block font-semibold text-white">{testimonial.name}</span>
          <span className="text-sm text-white/80">
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
