/** Europe/Berlin wall-clock helpers of the events domain (month filters, calendar files, PDFs). */
import { EVENT_TIME_ZONE } from '@pflegepuls/shared';

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: EVENT_TIME_ZONE,
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
  const get = (type: string) => Number(PARTS.formatToParts(at).find((p) => p.type === type)?.value);
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

const DATE_TIME = new Intl.DateTimeFormat('de-DE', {
  timeZone: EVENT_TIME_ZONE,
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
