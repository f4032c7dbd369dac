import { testimonials, testimonialsCopy } from "@/content/testimonials";
import { Container } from "@/components/ui/container";
import { ProofQuote } from "@/components/sections/shared/proof-quote";
import { SectionHeading } from "@/components/ui/section-heading";

/**
 * Two client testimonials, each with the client's face, name and company (docs/product.md §2, Home):
 * side by side on a desktop, a row to swipe below.
 */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-paper">
      <Container className="py-10 sm:py-24">
        <SectionHeading
          headingId="testimonials-heading"
          eyebrow={testimonialsCopy.eyebrow}
          heading={testimonialsCopy.heading}
          align="center"
        />
        {/* Focusable, so a keyboard can scroll the row below 1024 px: the quotes hold no link. */}
        <div className="phone-rail-to-lg mt-8 sm:mt-12 lg:grid-cols-2 lg:gap-6" tabIndex={0}>
          {testimonials.map((testimonial) => (
            <ProofQuote key={testimonial.id} testimonial={testimonial} tone="light" />
          ))}
        </div>
      </Container>
    </section>
  );
}
