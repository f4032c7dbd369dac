import { contactPage } from "@/content/contact";
import { Container } from "@/components/ui/container";
import { BookingEmbed } from "@/components/booking/booking-embed";
import { ContactFormsUnreachable } from "./contact-forms-unreachable";

/**
 * /contact: the 'Schedule a Call' scheduler and the 'Get in Touch' enquiry form (docs/product.md §2),
 * and the one notice that replaces both when neither can load (contact-forms.css).
 */
export function ContactForms() {
  return (
    <section data-contact-forms="" className="py-10 sm:py-14">
      {/* Side by side, the cards share their rows (subgrid): both forms start at the same height
          however many lines each card's introduction takes. */}
      <div data-slot="contact-forms-each">
        <Container className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-2 lg:grid-rows-[auto_auto]">
          {contactPage.forms.map((form) => (
            <article
              key={form.id}
              id={form.id}
              aria-labelledby={`${form.id}-heading`}
              // No card of its own: the form's frame is the card, and a phone gives it the full width.
              className="lg:row-span-2 lg:grid lg:grid-rows-subgrid lg:gap-0"
            >
              <div className="pb-5">
                <h2 id={`${form.id}-heading`} className="text-2xl font-extrabold sm:text-3xl">
                  {form.heading}
                </h2>
                <p className="mt-2 text-ink-700">{form.body}</p>
              </div>
              <BookingEmbed frame={form.frame} className="lg:self-start" />
            </article>
          ))}
        </Container>
      </div>
      <ContactFormsUnreachable />
    </section>
  );
}
