import type { repurposePlus } from "@/content/msp-pricing";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { LocalText } from "@/components/country/localized";
import { SectionHeading } from "@/components/ui/section-heading";

/** Repurpose+: the four extra formats every core asset comes back as. */
export function RepurposePanel({ eyebrow, heading, lead, items }: typeof repurposePlus) {
  return (
    <section aria-labelledby="repurpose-plus" className="bg-paper">
      <Container className="pb-16 sm:pb-24">
        <div className="rounded-3xl bg-cool-800 p-8 text-white sm:p-12">
          <SectionHeading
            headingId="repurpose-plus"
            eyebrow={eyebrow}
            heading={heading}
            lead={lead}
            tone="cool"
          />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {items.map((item) => (
              <li key={item.id} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15">
                <Icon name={item.icon} className="text-cool-300" />
                <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
                <p className="mt-2 text-sm text-white/85">
                  <LocalText>{item.body}</LocalText>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
