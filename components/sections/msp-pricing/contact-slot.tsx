import { CONTACT_ANCHOR, contactSlotCopy } from "@/content/msp-pricing";
import { Container } from "@/components/ui/container";

/**
 * Stand-in for the shared contact section (anchor #contact) until it is merged; 'Go to Calendar'
 * scrolls here. Replace with <ContactSection /> from components/sections/shared/contact-section.
 */
export function ContactSlot() {
  return (
    <section id={CONTACT_ANCHOR} aria-labelledby="contact-heading" className="bg-paper-deep">
      <Container className="py-16 sm:py-24">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="contact-heading" className="text-3xl font-extrabold text-ink-900 sm:text-5xl">
            {contactSlotCopy.heading}
          </h2>
          <p className="mt-5 text-lg text-ink-700">{contactSlotCopy.lead}</p>
        </div>
        {/* Holds the booking frame's height so the page scrolls the same once the real section lands. */}
        <div className="mx-auto mt-12 flex min-h-[500px] max-w-3xl items-center justify-center rounded-3xl border-2 border-dashed border-line bg-white p-8 text-center text-ink-700">
          <p className="max-w-sm">{contactSlotCopy.calendarNote}</p>
        </div>
      </Container>
    </section>
  );
}
