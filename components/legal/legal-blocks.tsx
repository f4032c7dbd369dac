import { LocalText } from "@/components/country/localized";
import type { LegalBlock } from "@/content/legal-document";
import { LegalRuns } from "./legal-runs";

/** One block of a legal section: a paragraph, a bulleted list, an address or the third parties. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          {block.lead ? (
            <>
              <strong className="font-semibold text-ink-900">
                <LocalText>{block.lead}</LocalText>
              </strong>{" "}
            </>
          ) : null}
          <LegalRuns runs={block.runs} />
        </p>
      );
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-5 marker:text-accent-600">
          {block.items.map((runs, index) => (
            <li key={index}>
              <LegalRuns runs={runs} />
            </li>
          ))}
        </ul>
      );
    case "address":
      return (
        <address aria-label={block.label} className="border-l-2 border-line pl-4 text-ink-900 not-italic">
          {block.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      );
    case "thirdParties":
      return (
        <dl className="divide-y divide-line border-y border-line">
          {block.parties.map((party) => (
            <div key={party.name} className="py-5">
              {/* The host moves onto its own line as a whole; only one longer than a line breaks inside. */}
              <dt className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-display text-lg font-bold text-ink-900">
                  <LocalText>{party.name}</LocalText>
                </span>
                {party.host ? (
                  <code className="font-mono text-sm wrap-anywhere text-ink-700">{party.host}</code>
                ) : null}
              </dt>
              <dd className="mt-2">
                <span className="font-semibold text-ink-900">
                  <LocalText>{block.doesLabel}</LocalText>:
                </span>{" "}
                <LocalText>{party.does}</LocalText>
              </dd>
              <dd className="mt-1">
                <span className="font-semibold text-ink-900">
                  <LocalText>{block.contactedLabel}</LocalText>:
                </span>{" "}
                <LocalText>{party.contacted}</LocalText>
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}
