/*
 * British business words and phrases that American readers say differently (docs/product.md §3:
 * the US reads American forms). Spelling alone (lib/spelling.ts) leaves a US buyer reading
 * "one-off" and "two working days"; these are the words, not the letters, of the American form.
 * The copy is written in British English, so the swap runs one way: British to American.
 */

export type UsagePair = {
  british: string;
  american: string;
};

/**
 * Each British phrase with its American form. A phrase is matched whole (never inside a longer
 * word or hyphenated compound) and in any case, keeping the case of its first letter or of the
 * whole phrase. A British abbreviation ("CV", "CVs") matches only as written.
 */
export const USAGE_PAIRS: readonly UsagePair[] = [
  { british: "one-off", american: "one-time" },
  { british: "fortnight", american: "two weeks" },
  { british: "fortnightly", american: "every two weeks" },
  { british: "working day", american: "business day" },
  { british: "working days", american: "business days" },
  { british: "turnover", american: "revenue" },
  { british: "year-on-year", american: "year-over-year" },
  { british: "month-on-month", american: "month-over-month" },
  { british: "quarter-on-quarter", american: "quarter-over-quarter" },
  { british: "at the weekend", american: "on the weekend" },
  { british: "timetable", american: "schedule" },
  { british: "timetables", american: "schedules" },
  { british: "postcode", american: "ZIP code" },
  { british: "mobile phone", american: "cell phone" },
  { british: "annual leave", american: "vacation" },
  { british: "afterwards", american: "afterward" },
  { british: "towards", american: "toward" },
  { british: "maths", american: "math" },
  { british: "CV", american: "résumé" },
  { british: "CVs", american: "résumés" },
];

/**
 * Phrases that contain a British word but already read the same in American English, matched
 * before the word so they are left alone ("staff turnover" is churn, not revenue).
 */
const UNCHANGED = ["staff turnover", "employee turnover"];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const isAbbreviation = (text: string) => /^[A-Z]{2,}s?$/.test(text);

/** Each phrase, lower-cased, with what it becomes and the exact form it must have, if any. */
const lookup = new Map<string, { american: string; exactly?: string }>([
  ...UNCHANGED.map((phrase) => [phrase, { american: phrase }] as const),
  ...USAGE_PAIRS.map(
    ({ british, american }) =>
      [british.toLowerCase(), { american, exactly: isAbbreviation(british) ? british : undefined }] as const,
  ),
]);

/**
 * One pass over the text for every phrase, longest first so "working days" wins over "working
 * day" and "staff turnover" over "turnover"; a phrase may not touch a letter, digit or hyphen on
 * either side, so "one-off" is not found in "one-offs" nor "CV" in "CVE".
 */
const PHRASES = new RegExp(
  `(?<![\\w-])(?:${[...lookup.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})(?![\\w-])`,
  "gi",
);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `replacement` in the case of `original`: ALL CAPS, Title Case, Capitalised, or as written. */
function inCaseOf(original: string, replacement: string): string {
  if (original.length > 2 && original === original.toUpperCase()) return replacement.toUpperCase();
  const parts = original.split(/[\s-]/);
  if (parts.length > 1 && parts.every((part) => part !== part.toLowerCase())) {
    return replacement.replace(/[^\s-]+/g, capitalised);
  }
  if (original !== original.toLowerCase()) return capitalised(replacement);
  return replacement;
}

/** The text with each British business phrase in its American form. */
export function americanUsage(text: string): string {
  return text.replace(PHRASES, (match) => {
    const entry = lookup.get(match.toLowerCase());
    if (!entry || (entry.exactly !== undefined && match !== entry.exactly)) return match;
    if (entry.exactly !== undefined) return entry.american;
    return inCaseOf(match, entry.american);
  });
}
