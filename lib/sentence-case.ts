/*
 * The one case rule for headings, card titles and button labels: sentence case, as a UK studio
 * writes ("What the audit covers", "Book a free consultation"). The first word takes a capital, and
 * so does the first word after a colon, full stop, question or exclamation mark; after that only
 * names do. A word with a capital inside it is the author's and stays (MSP, LinkedIn, IT, UK,
 * Repurpose+), and so does "I". The labels docs/product.md gives word for word keep the product's
 * own case wherever it names them; the check in tests/unit/sentence-case.test.ts exempts exactly
 * those, and the titles of films, which are names of works.
 */

/** A word whose only capital is its first letter: the kind sentence case lowers unless it is a name. */
const CAPITALISED_WORD = /^\p{Lu}[\p{Ll}\d'’]*$/u;

/** "I" and its contractions (I'd, I'm, I've, I'll) keep their capital anywhere. */
const FIRST_PERSON = /^I(['’](d|m|ve|ll))?$/;

/** Where each name (a whole phrase: "Northbridge IT", "Apple Podcasts") stands in the heading. */
function nameSpans(heading: string, names: readonly string[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const name of names) {
    for (let at = heading.indexOf(name); at !== -1; at = heading.indexOf(name, at + 1)) {
      const before = heading[at - 1] ?? " ";
      const after = heading[at + name.length] ?? " ";
      if (!/[\p{L}\d]/u.test(before) && !/[\p{L}\d]/u.test(after)) spans.push([at, at + name.length]);
    }
  }
  return spans;
}

/**
 * The heading in sentence case, keeping the capitals of the names given (whole phrases, as their
 * owners write them) and of every word that has a capital inside it.
 */
export function sentenceCase(heading: string, names: readonly string[]): string {
  const spans = nameSpans(heading, names);
  const inName = (index: number) => spans.some(([start, end]) => index >= start && index < end);
  let opensClause = true;
  return heading.replace(/[\p{L}\d'’]+|[^\p{L}\d'’]+/gu, (token, offset: number) => {
    if (!/[\p{L}\d]/u.test(token)) {
      if (/[:.?!]/.test(token)) opensClause = true;
      return token;
    }
    const keep = opensClause || inName(offset) || FIRST_PERSON.test(token) || !CAPITALISED_WORD.test(token);
    opensClause = false;
    return keep ? token : token.toLowerCase();
  });
}
