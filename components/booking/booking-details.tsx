import type { BookingFact, BookingPageCopy } from "@/content/booking";
import { vatNote } from "@/content/booking";
import { Container } from "@/components/ui/container";
import { LocalText, Price, VatOnly } from "@/components/country/localized";
import { PersonPhoto } from "@/components/ui/person-photo";
import { BookingEmbed } from "./booking-embed";

function FactValue({ fact }: { fact: BookingFact }) {
  if ("value" in fact) {
    if (!fact.face) return <>{fact.value}</>;
    // The face beside the name is the same person as "Who you'll meet" shows, so it is not read twice.
    return (
      <span className="flex items-center gap-2">
        <PersonPhoto
          src={fact.face}
          alt=""
          name={fact.value}
          crop="avatar"
          sizes="28px"
          className="size-7 rounded-full"
        />
        {fact.value}
      </span>
    );
  }
  return (
    <>
      <Price pounds={fact.pricePounds} usd={fact.priceUsd} />
      {fact.vat ? <VatOnly note={vatNote} className="ml-1 text-sm font-semibold text-ink-700" /> : null}
    </>
  );
}

/**
 * A booking page's body: the form, with enough around it to know what is being booked. On a
 * laptop the facts and details sit beside the form so it stays above the fold; on a phone the facts
 * come first, then the form, then the details.
 */
export function BookingDetails({ copy }: { copy: BookingPageCopy }) {
  return (
    <section aria-labelledby="booking-form-heading" className="py-10 sm:py-14">
      <Container className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-12">
        <dl className="grid grid-cols-2 gap-3">
          {copy.facts.map((fact) => (
            <div key={fact.label} className="rounded-2xl border border-line bg-white px-4 py-3">
              <dt className="text-xs font-semibold tracking-wider text-ink-700 uppercase">{fact.label}</dt>
              <dd className="mt-1 font-display text-lg font-bold text-ink-900">
                <FactValue fact={fact} />
              </dd>
            </div>
          ))}
        </dl>

        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <h2 id="booking-form-heading" className="sr-only">
            {copy.formHeading}
          </h2>
          <BookingEmbed frame={copy.frame} />
        </div>

        <div className="space-y-8">
          <div>
            <h2 className="text-xl font-bold">{copy.coversHeading}</h2>
            <ul className="mt-3 space-y-2.5">
              {copy.covers.map((item) => (
                <li key={item} className="flex gap-3 text-ink-700">
                  <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-accent-600" />
                  <LocalText>{item}</LocalText>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-xl font-bold">{copy.hostHeading}</h2>
            <figure data-booking-host="" className="mt-4 flex items-center gap-4">
              <PersonPhoto
                src={copy.hostPerson.photo}
                alt={copy.hostPerson.photoAlt}
                name={copy.hostPerson.name}
                crop="avatar"
                sizes="80px"
                className="size-20 rounded-full ring-1 ring-line"
              />
              <figcaption>
                <span className="block font-display text-lg font-bold text-ink-900">
                  {copy.hostPerson.name}
                </span>
                <span className="text-sm text-ink-700">{copy.hostPerson.role}</span>
              </figcaption>
            </figure>
            <p className="mt-4 text-ink-700">{copy.host}</p>
          </div>
          <div>
            <h2 className="text-xl font-bold">{copy.nextHeading}</h2>
            <ol className="mt-3 space-y-3">
              {copy.next.map((step, index) => (
                <li key={step} className="flex gap-3 text-ink-700">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-cool-50 text-sm font-bold text-cool-800 ring-1 ring-cool-100"
                  >
                    {index + 1}
                  </span>
                  <LocalText>{step}</LocalText>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Container>
    </section>
  );
}
