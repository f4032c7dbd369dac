import type { Testimonial } from "@/content/testimonials";
import { LocalText } from "@/components/country/localized";
import { PersonPhoto } from "@/components/ui/person-photo";
import { QuoteMark } from "@/components/ui/quote-mark";
import { cn } from "@/lib/utils";

/** The quote's two settings: a deep ink card (the solutions pages) and a white one (the home page). */
const TONES = {
  dark: {
    card: "bg-ink-900 text-white shadow-xl shadow-ink-950/10",
    mark: "h-8 w-11 text-accent-400",
    quote: "",
    caption: "border-white/15",
    photo: "ring-2 ring-white/20",
    name: "text-white",
    role: "text-white/80",
  },
  light: {
    card: "border border-line bg-white shadow-sm shadow-ink-950/5",
    mark: "text-accent-600",
    quote: "text-ink-900",
    caption: "border-line",
    photo: "ring-1 ring-line",
    name: "text-ink-900",
    role: "text-ink-700",
  },
} as const;

type ProofQuoteProps = { testimonial: Testimonial; tone?: keyof typeof TONES; className?: string };

/**
 * A client's words as proof: the quote large, then the person's face, name, role and company.
 * Server-rendered, with no script.
 */
export function ProofQuote({ testimonial, tone = "dark", className }: ProofQuoteProps) {
  const classes = TONES[tone];
  return (
    <figure
      data-proof-quote={testimonial.id}
      className={cn("flex flex-col rounded-3xl p-6 sm:p-10", classes.card, className)}
    >
      <QuoteMark className={classes.mark} />
      <blockquote
        className={cn(
          "mt-5 flex-1 font-display text-lg leading-relaxed font-semibold sm:mt-6 sm:text-2xl",
          classes.quote,
        )}
      >
        <p>
          <LocalText>{testimonial.quote}</LocalText>
        </p>
      </blockquote>
      <figcaption className={cn("mt-8 flex items-center gap-4 border-t pt-6", classes.caption)}>
        <PersonPhoto
          src={testimonial.photo}
          alt={testimonial.photoAlt}
          name={testimonial.name}
          sizes="64px"
          className={cn("size-16 rounded-full", classes.photo)}
        />
        <span>
          <span className={cn("block font-semibold", classes.name)}>{testimonial.name}</span>
          <span className={cn("text-sm", classes.role)}>
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
