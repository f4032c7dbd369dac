import { LocalText } from "@/components/country/localized";
import type { LegalSection } from "@/content/legal-document";

type LegalContentsProps = { heading: string; sections: readonly LegalSection[]; className?: string };

/** The on-page list of a legal page's sections, each a link to its heading. */
export function LegalContents({ heading, sections, className }: LegalContentsProps) {
  return (
    <nav aria-labelledby="legal-contents" className={className}>
      <h2 id="legal-contents" className="text-sm font-semibold tracking-widest text-accent-700 uppercase">
        <LocalText>{heading}</LocalText>
      </h2>
      <ol className="mt-4 space-y-2 border-l-2 border-line text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="-ml-0.5 block border-l-2 border-transparent py-0.5 pl-4 text-ink-700 hover:border-accent-600 hover:text-ink-900"
            >
              <LocalText>{section.heading}</LocalText>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
