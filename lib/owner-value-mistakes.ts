import { isUploadDate } from "./video-facts";
import { isYouTubeId } from "./youtube";

/*
 * Values the owner has written, but wrongly: an address without https://, an email without an @,
 * a film's address where its id goes, a date the other way round. The launch check names each as
 * wrong and says what to write (lib/launch-check.ts), where an empty or template value is only
 * "still a stand-in". Each function answers null for a value that is empty (not written yet) or
 * right.
 */

const quoted = (value: string) => `"${value}"`;

/** An address a visitor follows or the site is published at: https://, then a host. */
export function addressMistake(value: string): string | null {
  const text = value.trim();
  if (text === "") return null;
  if (/^http:\/\//i.test(text))
    return `${quoted(text)} starts http://: write ${quoted(text.replace(/^http:/i, "https:"))}`;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    const address = `https://${text.replace(/^\/+/, "")}`;
    return URL.canParse(address) && address.includes(".")
      ? `${quoted(text)} has no https:// at its start: write ${quoted(address)}`
      : `${quoted(text)} is not a web address: write it whole, starting https://`;
  }
  if (!/^https:\/\//i.test(text) || !URL.canParse(text))
    return `${quoted(text)} is not a web address: write it whole, starting https://`;
  return null;
}

/** The address enquiries go to: name@domain. */
export function emailMistake(value: string): string | null {
  const text = value.trim();
  if (text === "") return null;
  if (!text.includes("@"))
    return `${quoted(text)} has no @: an email address is written like "hello@yourstudio.co.uk"`;
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text))
    return `${quoted(text)} is not a whole email address: write it like "hello@yourstudio.co.uk", with no spaces`;
  return null;
}

/** The id in a YouTube address (watch?v=, youtu.be/, /shorts/, /embed/, /live/), if it holds one. */
function idInAddress(text: string): string | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  if (!/(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/i.test(url.hostname)) return null;
  const candidate =
    url.searchParams.get("v") ??
    (url.hostname.endsWith("youtu.be")
      ? url.pathname.slice(1)
      : /^\/(?:shorts|embed|live)\/([^/]+)/.exec(url.pathname)?.[1]);
  return isYouTubeId(candidate ?? "") ? (candidate ?? null) : null;
}

/** A film's YouTube id: the 11 characters after watch?v=. */
export function videoIdMistake(value: string): string | null {
  const text = value.trim();
  if (text === "" || isYouTubeId(text)) return null;
  const id = idInAddress(text);
  if (id) return `${quoted(text)} is the film's address, not its id: write ${quoted(id)}`;
  return `${quoted(text)} is not a YouTube id: an id is the 11 letters, digits, - and _ after "watch?v=" in the film's address (this has ${[...text].length})`;
}

/** The day a film was published, year-month-day. */
export function dateMistake(value: string): string | null {
  const text = value.trim();
  if (text === "" || isUploadDate(text)) return null;
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dayFirst) {
    const [, day = "", month = "", year = ""] = dayFirst;
    const written = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
    if (isUploadDate(written))
      return `${quoted(text)} is written day first: write it year-month-day, ${quoted(written)}`;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${quoted(text)} is not a day on the calendar`;
  return `${quoted(text)} is not a date written year-month-day: write it like "2025-03-14"`;
}
