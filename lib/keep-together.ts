/**
 * Phrases a line must never break inside: a number joined to a word or another number by a
 * hyphen or dash ("15-Minute", "6–12", "60-second") and a count with a plus and its noun
 * ("10+ years", "15+ assets"). Browsers may break after a hyphen, which set "Book Your 15-" on one
 * line and "Minute Meeting" on the next.
 */
const UNBREAKABLE = /\d[\d,.]*(?:[-–]\w+)+|\d+\+\s\w+/g;

export type TextSegment = { text: string; keepTogether: boolean };

/** The text cut into runs, each marked with whether it must stay on one line. */
export function splitKeepTogether(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(UNBREAKABLE)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ text: text.slice(last, start), keepTogether: false });
    segments.push({ text: match[0], keepTogether: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), keepTogether: false });
  return segments;
}

/**
 * A title cut into its phrases, each to be kept on one line where it fits: a line may break after
 * a colon or beside a spaced dash, not inside "Vendor Partner Day". Joined with single spaces, the
 * phrases are the title again. A title with no such break is one phrase.
 */
export function splitPhrases(title: string): string[] {
  return title.split(/(?<=:) (?=\S)| (?=[–—] )/);
}
