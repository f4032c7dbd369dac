import { LocalText } from "@/components/country/localized";
import { spacedDashes } from "@/lib/typography";

type CategoryIntroProps = { headingId: string; name: string; summary: string };

/** A category's heading and summary above its rows, rendered by the server in each country's spelling. */
export function CategoryIntro({ headingId, name, summary }: CategoryIntroProps) {
  return (
    <>
      <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
        <LocalText>{spacedDashes(name)}</LocalText>
      </h2>
      <p className="mt-2 max-w-prose text-ink-700">
        <LocalText>{summary}</LocalText>
      </p>
    </>
  );
}
