import type { Quote } from "./calculator";
import type { Country } from "./countries";

/*
 * The printed quote's paperwork: its issue date, how long it holds and a reference the agency can
 * look up. Pure, so the same quote on the same day gives the same reference in any browser and in
 * the tests; the day is passed in, never read from a clock here.
 */

/** How long a printed quote holds, in days. */
export const QUOTE_VALID_DAYS = 30;

/** A calendar day as "YYYY-MM-DD", read from the visitor's own clock (local time, not UTC). */
export function localDayKey(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local midnight a "YYYY-MM-DD" key names; anything malformed is the Unix epoch's day. */
export function dayFromKey(key: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return new Date(1970, 0, 1);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The calendar day `days` after `day` (by date, so a clock change never shifts it). */
export function addDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}

// prettier-ignore
const MONTHS = [
  "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
  "November", "December",
] as const;

/**
 * "23 November 2026" for British readers, "November 23, 2026" for American ones. Written out
 * rather than made by Intl.DateTimeFormat, whose first use on a page costs a phone tens of
 * milliseconds of start-up (lib/digit-grouping.ts) for two fixed English patterns.
 */
export function formatQuoteDate(day: Date, country: Pick<Country, "spelling">): string {
  const month = MONTHS[day.getMonth()];
  return country.spelling === "american"
    ? `${month} ${day.getDate()}, ${day.getFullYear()}`
    : `${day.getDate()} ${month} ${day.getFullYear()}`;
}

/** 32-bit FNV-1a: short, fast and stable everywhere; a reference needs no cryptography. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Six base-36 characters hold 2.2 billion values: collisions between real quotes are negligible. */
const HASH_SPACE = 36 ** 6;

/**
 * The quote's reference, e.g. "HCS-261123-4F7K2Q": a prefix, the issue day, then a hash of the
 * chosen services and quantities (catalogue order) and that day. The same quote printed on the
 * same day always gets the same reference; any change of line, quantity or day gives another.
 */
export function quoteReference(quote: Quote, dayKey: string, prefix: string): string {
  const content = quote.lines
    .filter((line) => line.quantity > 0)
    .map((line) => `${line.service.id}:${line.quantity}`)
    .join(",");
  const hash = (fnv1a(`${content}|${dayKey}`) % HASH_SPACE).toString(36).toUpperCase().padStart(6, "0");
  return `${prefix}-${dayKey.replace(/-/g, "").slice(2)}-${hash}`;
}
