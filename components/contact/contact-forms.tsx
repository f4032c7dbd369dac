import { contactPage } from "@/content/contact";
import { Container } from "@/components/ui/container";
import { BookingEmbed } from "@/components/booking/booking-embed";

/** /contact: the 'Schedule a Call' scheduler and the 'Get in Touch' enquiry form (docs/product.md §2). */
export function ContactForms() {
  return (
    <section className="py-10 sm:py-14">
      {/* Side by side, the cards share their rows (subgrid): both forms start at the same height
          however many lines each card's introduction takes. */}
      <Container className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-2 lg:grid-rows-[auto_auto]">
        {contactPage.forms.map((form) => (
          <article
            key={form.id}
            id={form.id}
            aria-labelledby={`${form.id}-heading`}
            className="rounded-3xl border border-line bg-paper-deep/60 p-4 sm:p-6 lg:row-span-2 lg:grid lg:grid-rows-subgrid lg:gap-0"
          >
            <div className="px-2 pt-2 pb-5 sm:px-2">
              <h2 id={`${form.id}-heading`} className="text-2xl font-extrabold sm:text-3xl">
                {form.heading}
              </h2>
              <p className="mt-2 text-ink-700">{form.body}</p>
            </div>
            <BookingEmbed frame={form.frame} className="lg:self-start" />
          </article>
        ))}
      </Container>
    </section>
  );
}
