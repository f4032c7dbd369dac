import { LocalText, PerCountry } from "@/components/country/localized";
import { Container } from "@/components/ui/container";
import type { LegalDocument } from "@/content/legal-document";
import { LegalBlockView } from "./legal-blocks";
import { LegalContents } from "./legal-contents";

/**
 * A legal page's body under its hero: the day it last changed, the list of its sections, then the
 * sections in a column about 65 characters wide, the measure a long read is comfortable at. From a
 * desktop's width the list moves beside the text and stays in view while the text scrolls; on a
 * phone it sits above the text, after the date.
 */
export function LegalArticle({ document }: { document: LegalDocument }) {
  return (
    // Positioned, so the page paints above the hero's glow, which extends below the hero's edge
    // (clipped there, but contrast checkers that ignore the clip would read this text on it).
    <div className="relative bg-paper">
      <Container className="py-12 sm:py-16 lg:grid lg:grid-cols-[14rem_minmax(0,65ch)] lg:gap-x-16">
        <p className="text-sm text-ink-700 lg:col-start-2 lg:row-start-1">
          <time dateTime={document.updated}>
            <PerCountry render={(country) => document.updatedLine(country)} />
          </time>
        </p>
        <LegalContents
          heading={document.contentsHeading}
          sections={document.sections}
          className="mt-8 lg:sticky lg:top-28 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-start"
        />
        <div className="mt-12 space-y-14 lg:col-start-2 lg:row-start-2 lg:mt-10">
          {document.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className="scroll-mt-6 text-2xl font-extrabold text-ink-900 sm:text-3xl">
                <LocalText>{section.heading}</LocalText>
              </h2>
              <div className="mt-5 space-y-5 text-base text-ink-700 sm:text-lg">
                {section.blocks.map((block, index) => (
                  <LegalBlockView key={index} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </Container>
    </div>
  );
}
