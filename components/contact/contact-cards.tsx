import { contactPage } from "@/content/contact";
import { Container } from "@/components/ui/container";
import { ContactIcon } from "./contact-icon";
import { ContactLink } from "./contact-link";

/** /contact: email, professional profile and Quick Call cards (docs/product.md §2). */
export function ContactCards() {
  return (
    <section aria-labelledby="contact-cards-heading" className="pb-16 sm:pb-24">
      <Container>
        <h2 id="contact-cards-heading" className="text-2xl font-extrabold sm:text-3xl">
          {contactPage.cardsHeading}
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {contactPage.cards.map((card) => (
            <li
              key={card.title}
              className="flex flex-col rounded-3xl border border-line bg-white p-6 shadow-sm"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-cool-50 text-cool-700">
                <ContactIcon name={card.icon} />
              </span>
              <h3 className="mt-5 text-xl font-bold">{card.title}</h3>
              <p className="mt-2 flex-1 text-ink-700">{card.body}</p>
              <ContactLink
                item={card}
                className="mt-5 font-semibold text-accent-700 underline decoration-2 underline-offset-4 hover:text-accent-600"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
