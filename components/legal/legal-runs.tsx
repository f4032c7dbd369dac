import { LocalText } from "@/components/country/localized";
import { HrefLink } from "@/components/navigation/href-link";
import type { LegalRun } from "@/content/legal-document";

const linkClass =
  "font-semibold wrap-anywhere text-accent-700 underline decoration-2 underline-offset-4 hover:text-accent-600";

/** One run: a link by where it goes (another page, a mail program, another site), or words. */
function Run({ run }: { run: LegalRun }) {
  if (typeof run === "string") return <LocalText>{run}</LocalText>;
  if ("href" in run)
    return (
      <HrefLink href={run.href} external={/^https?:/.test(run.href)} className={linkClass}>
        {run.text}
      </HrefLink>
    );
  return run.code ? (
    <code className="rounded bg-paper-deep px-1.5 py-0.5 font-mono text-[0.9em] text-ink-900">
      {run.verbatim}
    </code>
  ) : (
    <>{run.verbatim}</>
  );
}

/** The runs of a paragraph or list item, in order; their keys are positions, as the runs never move. */
export function LegalRuns({ runs }: { runs: readonly LegalRun[] }) {
  return (
    <>
      {runs.map((run, index) => (
        <Run key={index} run={run} />
      ))}
    </>
  );
}
