/**
 * Time units, the product's calendar day and its relative times. The product lives in one time
 * zone (Germany, Austria and Switzerland share it), so "today", daily jobs and dates shown to
 * members are Europe/Berlin on the server as in the browser.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const TIME_ZONE = 'Europe/Berlin';

const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Europe/Berlin calendar day of an instant as YYYY-MM-DD. */
export function getCalendarDay(at: number | Date): string {
  return DAY_FORMAT.format(at);
}

/** Days since 1970-01-01 of the Europe/Berlin calendar day of `at` (a counter that turns at midnight in Germany). */
export function getCalendarDayNumber(at: number): number {
  return Math.round(Date.parse(`${getCalendarDay(at)}T00:00:00Z`) / DAY_MS);
}

const SAME_YEAR_DATE = new Intl.DateTimeFormat('de-DE', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
});
const FULL_DATE = new Intl.DateTimeFormat('de-DE', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * "gerade eben", "vor 5 Min.", "vor 3 Std.", "vor 1 Tag", "vor 4 Tagen", then the date ("12. Okt.",
 * with the year when it is not this year's). The one relative time of the product: feed cards,
 * comments and the notifications' `createdAtShort` all read the same.
 */
export function formatRelativeTime(at: number, now: number = Date.now()): string {
  const minutes = Math.floor(Math.max(0, now - at) / MINUTE_MS);
  if (minutes < 1) return 'gerade eben';
  if (minutes < 60) return `vor ${minutes} Min.`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `vor ${hours} Std.`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? 'vor 1 Tag' : `vor ${days} Tagen`;
  const sameYear = getCalendarDay(at).slice(0, 4) === getCalendarDay(now).slice(0, 4);
  return (sameYear ? SAME_YEAR_DATE : FULL_DATE).format(at);
}

// ---- Europe/Berlin wall clock (event month filters, calendar files, PDFs, seeded times) ----

const PARTS = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The Berlin wall-clock fields of an instant. */
export function berlinParts(at: number) {
  // One formatting per call: the admin statistics ask for hundreds of days per answer.
  const parts = PARTS.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The instant of a Berlin wall-clock time (the offset is read at a first guess and corrected). */
export function berlinToUtc(year: number, month: number, day: number, hour = 0, minute = 0): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const p = berlinParts(guess);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    guess += wall - shown;
  }
  return guess;
}

/** [start, end) of a `YYYY-MM` month in Berlin. */
export function berlinMonthRange(month: string): [number, number] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return [berlinToUtc(y, m, 1), m === 12 ? berlinToUtc(y + 1, 1, 1) : berlinToUtc(y, m + 1, 1)];
}

const DATE_TIME = /* @__PURE__ */ new Intl.DateTimeFormat('de-DE', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Mi., 02.12.2026, 18:00" (German, Berlin). */
export function formatBerlin(at: number): string {
  return DATE_TIME.format(at);
}
