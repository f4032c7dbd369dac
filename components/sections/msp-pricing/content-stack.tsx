import type { contentStack } from "@/content/msp-pricing";
import { Icon } from "@/components/ui/icon";
import { LocalText } from "@/components/country/localized";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

/** How a package is built: core asset types plus strategic themes. */
export function ContentStack({ eyebrow, heading, lead, layerLabel, layers, note }: typeof contentStack) {
  return (
    <Section aria-labelledby="content-stack">
      <SectionHeading headingId="content-stack" eyebrow={eyebrow} heading={heading} lead={lead} />
      <ol className="mt-12 grid gap-6 md:grid-cols-2">
        {layers.map((layer, position) => (
          <li key={layer.id} className="rounded-3xl border border-line bg-white p-8 shadow-sm">
            <div className="flex items-center gap-4">
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-cool-50 text-cool-700">
                <Icon name={layer.icon} />
              </span>
              <p className="font-display text-sm font-bold tracking-widest text-ink-700 uppercase">
                {layerLabel} {position + 1}
              </p>
            </div>
            <h3 className="mt-5 text-2xl font-extrabold text-ink-900">{layer.name}</h3>
            <p className="mt-3 text-ink-700">
              <LocalText>{layer.body}</LocalText>
            </p>
            <ul className="mt-6 flex flex-wrap gap-2">
              {layer.examples.map((example) => (
                <li
                  key={example}
                  className="rounded-full border border-line bg-paper px-3.5 py-1.5 text-sm font-medium text-ink-900"
                >
                  <LocalText>{example}</LocalText>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <p className="mt-8 flex items-center gap-3 font-semibold text-ink-900">
        <Icon name="sparkles" className="size-5 text-accent-600" />
        <LocalText>{note}</LocalText>
      </p>
    </Section>
  );
}
