import type { Placeholder } from "@/lib/launch-check";

/*
 * The launch check's verdict, in one line that opens its report and closes it: on a host's build
 * log the report runs to a hundred lines or more, and whichever end the owner reads first says
 * whether the site can go live and what to fix first.
 */

/** How many must-haves the verdict names: the first few, in the report's order (the address first). */
const NAMED = 4;

/** Where the full list is, from the verdict line: below it, above it, or in another command's output. */
type Where = "below" | "above" | "elsewhere";

const LISTED: Record<Where, string> = {
  below: "every one is listed below",
  above: "every one is listed above",
  elsewhere: "npm run check:launch lists every one",
};

type Verdict = {
  ownerFile: string;
  mustHaves: readonly Pick<Placeholder, "field" | "wrong">[];
  warnings: number;
  where: Where;
};

export function verdictLine({ ownerFile, mustHaves, warnings, where }: Verdict): string {
  if (mustHaves.length === 0) {
    const notes = warnings > 0 ? ` ${warnings} warning(s) do not stop it (${LISTED[where]}).` : "";
    return `Ready to launch: no placeholders left in ${ownerFile}, and the site URL is set.${notes}`;
  }
  const named = mustHaves.slice(0, NAMED).map((item) => item.field);
  const more = mustHaves.length - named.length;
  const first = more > 0 ? `${named.join(", ")} and ${more} more` : named.join(", ");
  const wrong = mustHaves.filter((item) => item.wrong).length;
  const standIns = mustHaves.length - wrong;
  const counts = [
    wrong > 0 && `${wrong} value(s) written wrongly`,
    standIns > 0 && `${standIns} placeholder(s) still in place`,
  ].filter(Boolean);
  return `Not ready to launch: ${counts.join(" and ")}. Fix these first: ${first} (${LISTED[where]}).`;
}
