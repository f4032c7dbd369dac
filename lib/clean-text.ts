/*
 * Text a visitor or a link supplies (a campaign value in the address or in storage, a client's
 * name in a quote link) is shown, stored or passed on only once it is tidied by cleanText, so no
 * such text can hide a line break, read backwards or fill a page.
 */

/*
 * What never belongs in a name or a campaign value, each made a space:
 * - control characters: C0 (a pasted tab or line break, the NUL of "news\0letter"), DEL and C1
 *   (U+0080–U+009F, the next-line U+0085 among them);
 * - the bidirectional formatting characters, which make text read in another order than it is
 *   stored ("Acme\u202Edlrow" shows as "Acmeworld"): the Arabic letter mark U+061C, the
 *   left-to-right and right-to-left marks U+200E/U+200F, the embeddings and overrides
 *   U+202A–U+202E and the isolates U+2066–U+2069;
 * - the zero-width space U+200B, the word joiner U+2060 and the byte-order mark U+FEFF, invisible
 *   characters that split or join words without showing. (The zero-width joiner and non-joiner,
 *   U+200C/U+200D, stay: emoji and some scripts need them.)
 */
const UNWANTED =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/**
 * `raw` tidied: every unwanted character a space, runs of spaces one space, trimmed, then cut to
 * `limit` characters (by code point, so an emoji or other astral character is never split in two).
 * Anything but a string gives "".
 */
export function cleanText(raw: unknown, limit: number): string {
  if (typeof raw !== "string") return "";
  const tidy = raw.replace(UNWANTED, " ").replace(/\s+/g, " ").trim();
  const characters = Array.from(tidy);
  return characters.length > limit ? characters.slice(0, limit).join("").trimEnd() : tidy;
}
