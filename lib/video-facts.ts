/*
 * The owner's facts about a film as search engines and visitors want them: the upload date as an
 * ISO 8601 date and time with its time zone (structured data, the video sitemap), the running time
 * as ISO 8601 (structured data), in seconds (the video sitemap) and as a clock shows it (the page).
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written year-month-day ("2025-03-14"); not "2025-02-30". */
export function isUploadDate(value: string | undefined): value is string {
  const match = DATE.exec(value?.trim() ?? "");
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The moment a film counts as published, for search engines, which want a time zone with it: the
 * owner gives the day ("2025-03-14"), so the moment is that day's noon in UTC
 * ("2025-03-14T12:00:00+00:00"), which is the same calendar day everywhere from California to
 * Japan (UTC−11 to UTC+11), so no reader's search result shows the day before or after.
 */
export function uploadDateTime(day: string): string {
  return `${day.trim()}T12:00:00+00:00`;
}

/** "1:32" → 92, "12:05" → 725, "1:02:30" → 3750; null for anything else (or a zero length). */
export function durationSeconds(value: string | undefined): number | null {
  const parts = value?.trim().split(":") ?? [];
  if (parts.length < 2 || parts.length > 3) return null;
  if (!parts.every((part, index) => (index === 0 ? /^\d{1,3}$/ : /^\d{2}$/).test(part))) return null;
  const numbers = parts.map(Number);
  // Minutes and seconds after the first part are two digits below 60, as a clock writes them.
  if (numbers.slice(1).some((n) => n >= 60)) return null;
  const seconds = numbers.reduce((total, n) => total * 60 + n, 0);
  return seconds > 0 ? seconds : null;
}

/** 92 → "PT1M32S", 3750 → "PT1H2M30S": the ISO 8601 duration schema.org's VideoObject takes. */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}

/** 134 → "2:14", 3750 → "1:02:30": a running time as a player's clock shows it (m:ss, h:mm:ss past an hour). */
export function clockDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
