import { contactSection } from "@/content/contact";
import { HOME_ANCHORS } from "@/content/navigation";
import { Container } from "@/components/ui/container";
import { LocalText } from "@/components/country/localized";
import { BookingEmbed } from "@/components/booking/booking-embed";
import { ContactIcon } from "./contact-icon";
import { ContactLink } from "./contact-link";

const HEADING_ID = "contact-heading";

/**
 * "Let's Chat About Your Video Needs" (docs/product.md §2): the discovery-call scheduler beside the other
 * ways to reach us. Shared by pages, always at the #contact anchor the nav and footer scroll to.
 */
export function ContactSection() {
  const { eyebrow, heading, lead, audience, listHeading, items, quickResponse, frame } = contactSection;
  return (
    <section id={HOME_ANCHORS.contact} aria-labelledby={HEADING_ID} className="bg-paper-deep py-10 sm:py-24">
      <Container className="grid grid-cols-[minmax(0,1fr)] gap-8 sm:gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-14">
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{eyebrow}</p>
          <h2 id={HEADING_ID} className="mt-3 text-3xl font-extrabold sm:text-5xl">
            {heading}
          </h2>
          <p className="mt-4 text-ink-700 sm:mt-5 sm:text-lg">
            <LocalText>{lead}</LocalText>
          </p>
          <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-cool-50 px-4 py-1.5 text-sm font-semibold text-cool-800 ring-1 ring-cool-100">
            <span aria-hidden="true" className="size-2 rounded-full bg-cool-700" />
            {audience}
          </p>
        </div>

        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <BookingEmbed frame={frame} />
        </div>

        <div className="space-y-6 sm:space-y-8">
          <div>
            <h3 className="text-lg font-bold">{listHeading}</h3>
            <ul className="mt-4 space-y-4">
              {items.map((item) => (
                <li key={item.title} className="flex items-center gap-4">
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white text-cool-700 ring-1 ring-line">
                    <ContactIcon name={item.icon} />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-xs font-semibold tracking-wider text-ink-700 uppercase">
                      {item.title}
                    </span>
                    <ContactLink
                      item={item}
                      className="font-semibold text-ink-900 underline decoration-line decoration-2 underline-offset-4 hover:decoration-accent-600"
                    />
                  </span>
                </li>
              ))}
            </ul>
          </div>

          <div className="rounded-3xl bg-ink-900 p-5 text-white sm:p-8">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-white/10 text-accent-300">
                <ContactIcon name="clock" />
              </span>
              <h3 className="text-xl font-bold">
                <LocalText>{quickResponse.title}</LocalText>
              </h3>
            </div>
            <p className="mt-3 text-white/80 sm:mt-4">
              <LocalText>{quickResponse.body}</LocalText>
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
