/*
 * The one case rule for headings, card titles and button labels: title case, the rule every
 * heading docs/product.md gives word for word follows ("Stand Out in a Sea of Vendors with Human
 * Stories", "Let's Chat About Your Video Needs", "Book Your 15-Minute Meeting"). Every word takes a
 * capital except the short joining words below, which stay lower case unless they open or close
 * the heading or follow a colon; each part of a hyphenated word counts as a word ("15-Minute").
 * Capitals inside a word are the author's and stay (MSP, LinkedIn, PDF, Repurpose+).
 */

/** Articles, conjunctions and short prepositions, lower case inside a heading. */
// prettier-ignore
const MINOR_WORDS = new Set([
  "a", "an", "the", "and", "but", "or", "nor", "for", "as", "at", "by", "in", "of", "on", "per",
  "to", "via", "vs", "with",
]);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The heading in title case. */
export function titleCase(heading: string): string {
  const words = heading.split(" ");
  const last = words.length - 1;
  return words
    .map((word, index) => {
      const opensClause = index === 0 || /[:.?!]$/.test(words[index - 1] ?? "");
      const bare = word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, "").toLowerCase();
      const minor = !opensClause && index !== last && MINOR_WORDS.has(bare);
      return word
        .split("-")
        .map((part, partIndex) => {
          if (minor && partIndex === 0) return part;
          const lead = part.match(/^[^\p{L}\d]*/u)?.[0] ?? "";
          return lead + capitalised(part.slice(lead.length));
        })
        .join("-");
    })
    .join(" ");
}
