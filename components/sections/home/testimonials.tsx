import { testimonials, testimonialsCopy } from "@/content/testimonials";
import { Container } from "@/components/ui/container";
import { LocalText } from "@/components/country/localized";
import { PersonPhoto } from "@/components/ui/person-photo";
import { QuoteMark } from "@/components/ui/quote-mark";
import { SectionHeading } from "@/components/ui/section-heading";

/** Two client testimonials, each with the client's face, name and company (docs/product.md §2, Home). */
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
              <QuoteMark className="text-accent-600" />
              <blockquote className="mt-6 flex-1 font-display text-xl leading-relaxed font-semibold text-ink-900 sm:text-2xl">
                <p>
                  <LocalText>{testimonial.quote}</LocalText>
                </p>
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-4 border-t border-line pt-6">
                <PersonPhoto
                  src={testimonial.photo}
                  alt={testimonial.photoAlt}
                  name={testimonial.name}
                  sizes="64px"
                  className="size-16 rounded-full ring-1 ring-line"
                />
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
