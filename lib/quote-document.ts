import type { Country } from "./countries";

/*
 * The quote's paperwork: its issue date and how long it holds (the reference is
 * lib/quote-reference.ts). Pure: the day is passed in, never read from a clock here.
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
