/*
 * Characters that must never leave the site in text a visitor or a link supplies (lib/clean-text.ts):
 * invisible format characters, the format characters that are not default-ignorable (which a
 * spreadsheet may skip before a formula sign), Hangul fillers, and the characters XML forbids.
 * The unit tests of every way text leaves the site (the CSV export, the quote link, the booking
 * address, the sitemap) run over this one list.
 */

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

/** Each with a name for the test's title. */
export const INVISIBLE_CHARACTERS: readonly (readonly [string, string])[] = [
  ...(
    [
      [0x00ad, "soft hyphen"],
      [0x034f, "combining grapheme joiner"],
      [0x061c, "Arabic letter mark"],
      [0x180e, "Mongolian vowel separator"],
      [0x200b, "zero-width space"],
      [0x200e, "left-to-right mark"],
      [0x202e, "right-to-left override"],
      [0x2060, "word joiner"],
      [0x2061, "function application"],
      [0x2066, "left-to-right isolate"],
      [0x206b, "activate symmetric swapping"],
      [0x3164, "Hangul filler"],
      [0xffa0, "half-width Hangul filler"],
      [0x115f, "Hangul choseong filler"],
      [0xfeff, "byte-order mark"],
      [0xe0001, "language tag"],
      [0xe007f, "cancel tag"],
    ] as const
  ).map(([code, name]) => [name, String.fromCodePoint(code)] as const),
  ...range(0xe0020, 0xe007e).map((c) => [`tag ${c.codePointAt(0)!.toString(16)}`, c] as const),
  // The 32 format characters that are not default-ignorable.
  ...[
    ...range(0x0600, 0x0605),
    "\u06dd",
    "\u070f",
    ...range(0x0890, 0x0891),
    "\u08e2",
    ...range(0xfff9, 0xfffb),
    "\u{110bd}",
    "\u{110cd}",
    ...range(0x13430, 0x1343f),
  ].map((c) => [`format character U+${c.codePointAt(0)!.toString(16).toUpperCase()}`, c] as const),
  // What XML 1.0 forbids.
  ["NUL", "\u0000"],
  ["vertical tab", "\u000b"],
  ["form feed", "\u000c"],
  ["escape", "\u001b"],
  ["noncharacter U+FFFE", "\ufffe"],
  ["noncharacter U+FFFF", "\uffff"],
  ["lone surrogate", "\ud800"],
];

/** The 32 named above, alone: they fail the old default-ignorable test. */
export const NOT_DEFAULT_IGNORABLE = INVISIBLE_CHARACTERS.filter(([name]) =>
  name.startsWith("format character"),
);

const NAMES = new Map(INVISIBLE_CHARACTERS.map(([name, character]) => [character, name]));

/** The name of the first of the characters `text` holds (read by code point), or null for none. */
export function invisibleIn(text: string): string | null {
  for (const character of text) {
    const name = NAMES.get(character);
    if (name) return name;
  }
  return null;
}
