/*
 * A quote's reference: a random code made when the quote is started, kept in its link, and so the
 * same whenever that link is opened again. Random rather than derived from the lines, so two
 * clients quoted the same services on the same day still get two references.
 */

/** Crockford's base 32: digits and capitals without I, L, O and U, so nothing reads as another. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Eight characters of 5 bits: 2^40 codes, so two quotes sharing one is not a practical worry. */
const CODE_LENGTH = 8;

type RandomBytes = (count: number) => Uint8Array;

const cryptoBytes: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count));

/**
 * A fresh code in its readable form, "7K2Q-M4XD". Each byte gives one character from its low five
 * bits; 256 is a multiple of 32, so every character is equally likely.
 */
export function newReferenceCode(randomBytes: RandomBytes = cryptoBytes): string {
  const characters = [...randomBytes(CODE_LENGTH)].map((byte) => ALPHABET[byte & 31]);
  return `${characters.slice(0, 4).join("")}-${characters.slice(4).join("")}`;
}

/**
 * A code as a link or a person wrote it, in its readable form; `undefined` when it is not one.
 * Case and hyphens are forgiven, as is Crockford's reading of I and L as 1 and O as 0.
 */
export function readReferenceCode(raw: string): string | undefined {
  const compact = raw.toUpperCase().replace(/[-\s]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
  if (compact.length !== CODE_LENGTH || [...compact].some((character) => !ALPHABET.includes(character))) {
    return undefined;
  }
  return `${compact.slice(0, 4)}-${compact.slice(4)}`;
}

/** The reference as the quote shows it: the brand's short name, then the code ("HCS-7K2Q-M4XD"). */
export function formatReference(code: string, prefix: string): string {
  return `${prefix}-${code}`;
}
