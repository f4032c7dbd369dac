import { credibilityWindow } from "@/content/home";
import { Container } from "@/components/ui/container";
import { LocalText } from "@/components/country/localized";
import { SectionHeading } from "@/components/ui/section-heading";

/**
 * The credibility window: why buyers need to meet your people before they meet your sales team. Its
 * three stages side by side on a desktop, in order down the page on a tablet, a row to swipe on a phone.
 */
export function CredibilityWindow() {
  return (
    <section aria-labelledby="credibility-heading" className="border-y border-line bg-paper-deep">
      <Container className="py-10 sm:py-24">
        <SectionHeading
          headingId="credibility-heading"
          eyebrow={credibilityWindow.eyebrow}
          heading={credibilityWindow.heading}
          lead={credibilityWindow.lead}
          leadOnPhone={false}
        />
        {/* The line joining the three steps is the list's backdrop, beside it rather than inside it. */}
        <div className="relative mt-8 sm:mt-12">
          <div
            aria-hidden="true"
            className="absolute top-9 right-[16%] left-[16%] hidden h-0.5 bg-gradient-to-r from-cool-300 via-accent-300 to-accent-600 md:block"
          />
          {/* Focusable, so a keyboard can scroll the row on a phone, where it is a rail of plain text. */}
          <ol className="phone-rail relative sm:gap-6 md:grid-cols-3" tabIndex={0}>
            {credibilityWindow.stages.map((stage) => (
              <li
                key={stage.id}
                className="relative grid grid-cols-[auto_1fr] gap-x-4 rounded-3xl border border-line bg-white p-5 sm:p-7 md:block md:text-center"
              >
                <span className="row-span-2 flex size-11 items-center justify-center rounded-full bg-ink-900 font-display text-sm font-bold text-white ring-8 ring-paper-deep md:mx-auto">
                  {stage.step}
                </span>
                <h3 className="self-center text-xl font-extrabold text-ink-900 md:mt-5">{stage.title}</h3>
                <p className="mt-2 text-ink-700 md:mt-3">
                  <LocalText>{stage.description}</LocalText>
                </p>
              </li>
            ))}
          </ol>
        </div>
        <p className="mx-auto mt-6 max-w-3xl text-center font-display text-xl font-bold text-ink-900 sm:mt-10 sm:mt-12 sm:text-2xl">
          <LocalText>{credibilityWindow.closing}</LocalText>
        </p>
      </Container>
    </section>
  );
}
