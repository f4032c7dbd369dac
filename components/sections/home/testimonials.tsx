import { testimonials, testimonialsCopy } from "@/content/testimonials";
import { Container } from "@/components/ui/container";
import { LocalText } from "@/components/country/localized";
import { SectionHeading } from "@/components/ui/section-heading";

/** Two client testimonials (docs/product.md §2, Home). */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-paper">
      <Container className="py-16 sm:py-24">
        <SectionHeading
          headingId="testimonials-heading"
          eyebrow={testimonialsCopy.eyebrow}
          heading={testimonialsCopy.heading}
          align="center"
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          {testimonials.map((testimonial) => (
            <figure
              key={testimonial.id}
              className="relative flex flex-col rounded-3xl border border-line bg-white p-8 shadow-sm shadow-ink-950/5 sm:p-10"
            >
              <svg viewBox="0 0 48 36" aria-hidden="true" className="h-9 w-12 text-accent-600">
                <path
                  fill="currentColor"
                  d="M0 36V22C0 9.7 6.3 2.4 18.9 0l2 4.6C14.2 6.6 10.8 10.4 10.5 16H20v20zm27 0V22C27 9.7 33.3 2.4 45.9 0l2 4.6c-6.7 2-10.1 5.8-10.4 11.4H47v20z"
                />
              </svg>
              <blockquote className="mt-6 flex-1 font-display text-xl leading-relaxed font-semibold text-ink-900 sm:text-2xl">
                <p>
                  <LocalText>{testimonial.quote}</LocalText>
                </p>
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-4 border-t border-line pt-6">
                <span
                  aria-hidden="true"
                  className="flex size-12 items-center justify-center rounded-full bg-cool-100 font-display font-bold text-cool-800"
                >
                  {testimonial.name
                    .split(" ")
                    .map((part) => part[0])
                    .join("")}
                </span>
                <span>
                  <span className="block font-semibold text-ink-900">{testimonial.name}</span>
                  <span className="text-sm text-ink-700">
                    {testimonial.role}, {testimonial.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </Container>
    </section>
  );
}
