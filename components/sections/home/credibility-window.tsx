import { credibilityWindow } from "@/content/home";
import { Container } from "@/components/ui/container";
import { LocalText } from "@/components/country/localized";
import { SectionHeading } from "@/components/ui/section-heading";

/** The credibility window: why buyers need to meet your people before they meet your sales team. */
export function CredibilityWindow() {
  return (
    <section aria-labelledby="credibility-heading" className="border-y border-line bg-paper-deep">
      <Container className="py-16 sm:py-24">
        <SectionHeading
          headingId="credibility-heading"
          eyebrow={credibilityWindow.eyebrow}
          heading={credibilityWindow.heading}
          lead={credibilityWindow.lead}
        />
        <ol className="relative mt-12 grid gap-6 md:grid-cols-3">
          <div
            aria-hidden="true"
            className="absolute top-9 right-[16%] left-[16%] hidden h-0.5 bg-gradient-to-r from-cool-300 via-accent-300 to-accent-600 md:block"
          />
          {credibilityWindow.stages.map((stage) => (
            <li key={stage.id} className="relative rounded-3xl border border-line bg-white p-7 text-center">
              <span className="mx-auto flex size-11 items-center justify-center rounded-full bg-ink-900 font-display text-sm font-bold text-white ring-8 ring-paper-deep">
                {stage.step}
              </span>
              <h3 className="mt-5 text-xl font-extrabold text-ink-900">{stage.title}</h3>
              <p className="mt-3 text-ink-700">
                <LocalText>{stage.description}</LocalText>
              </p>
            </li>
          ))}
        </ol>
        <p className="mx-auto mt-12 max-w-3xl text-center font-display text-xl font-bold text-ink-900 sm:text-2xl">
          <LocalText>{credibilityWindow.closing}</LocalText>
        </p>
      </Container>
    </section>
  );
}
