/*
 * The one rule for text a visitor or a link supplies as it leaves the site: a client's name in a
 * quote link, a campaign value in the booking address, a cell of the CSV export, a title in the
 * sitemap. Each passes through cleanText, so no such text can hide a line break, read backwards,
 * carry an invisible character past a check, fill a page or make an XML file unreadable.
 */

/*
 * What never belongs in text that leaves the site, each made a space:
 * - control characters (Cc): C0 (a pasted tab or line break, the NUL of "news\0letter", the
 *   vertical tab and form feed XML forbids), DEL and C1 (U+0080–U+009F);
 * - every format character (Cf): the bidirectional marks, embeddings, overrides and isolates that
 *   make text read in another order than it is stored ("Acme\u202Edlrow" shows as "Acmeworld"),
 *   the zero-width space, word joiner and invisible operators, the soft hyphen, the byte-order
 *   mark, the Arabic and other prepended number signs (U+0600–U+0605, U+06DD, U+070F, U+08E2,
 *   U+110BD…), the interlinear annotation marks (U+FFF9–U+FFFB), the Egyptian hieroglyph format
 *   controls (U+13430–U+1343F) and the tag characters (U+E0000–U+E007F);
 * - the other characters Unicode says to draw as nothing (Default_Ignorable_Code_Point): the
 *   Hangul fillers U+3164, U+FFA0, U+115F, U+1160, the combining grapheme joiner U+034F, the
 *   Mongolian vowel separator and variation selectors, reserved ones;
 * - noncharacters (U+FFFE, U+FFFF and the rest), which XML forbids, and lone surrogates.
 * Kept, as emoji and some scripts are written with them: the zero-width joiner and non-joiner
 * (U+200C/U+200D) and the variation selectors (U+FE00–U+FE0F, U+E0100–U+E01EF) that pick an
 * emoji's or an ideograph's form ("❤️").
 */
const UNWANTED =
  /(?![\u200c\u200d\ufe00-\ufe0f\u{e0100}-\u{e01ef}])[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}\p{Cs}]/gu;

/**
 * `raw` tidied: every unwanted character a space, runs of spaces one space, trimmed, then cut to
 * `limit` characters (by code point, so an emoji or other astral character is never split in two).
 * Anything but a string gives "".
 */
export function cleanText(raw: unknown, limit = Infinity): string {
  if (typeof raw !== "string") return "";
  const tidy = raw.replace(UNWANTED, " ").replace(/\s+/g, " ").trim();
  const characters = Array.from(tidy);
  return characters.length > limit ? characters.slice(0, limit).join("").trimEnd() : tidy;
}
