import { LocalText } from "@/components/country/localized";

/** A case study section's heading: an accent rule, then the words (content/watch.ts). */
export function CaseHeading({ id, text }: { id: string; text: string }) {
  return (
    <h2 id={id} className="flex items-center gap-3 text-2xl font-extrabold text-ink-900 sm:text-3xl">
      <span aria-hidden="true" className="h-1 w-8 shrink-0 rounded-full bg-accent-600" />
      <LocalText>{text}</LocalText>
    </h2>
  );
}

/** The owner's paragraphs, in the visitor's spelling. */
export function CaseParagraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="mt-5 space-y-4 text-lg text-ink-700">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>
          <LocalText>{paragraph}</LocalText>
        </p>
      ))}
    </div>
  );
}
