/**
 * The admin dashboard's periods (001 §3.3, §9) as instants: the window a figure counts, the window
 * before it of the same length (the KPI tiles' change), and the calendar weeks (Monday to Sunday in
 * Europe/Berlin) of the weekly data. Pure functions of `now`, so the server's figures and tests agree.
 */
import { ADMIN_WEEKLY_COUNT, type TAdminPeriod } from './constants.ts';
import { DAY_MS, HOUR_MS, berlinParts, berlinToUtc } from './time.ts';

/** [start, end) in ms. */
export type TAdminRange = { start: number; end: number };

export type TAdminWeek = {
  /** ISO week label, e.g. "2026-W48". */
  period: string;
  /** Berlin calendar days, Monday and Sunday. */
  startDate: string;
  endDate: string;
  start: number;
  end: number;
};

const dayStarts = new Map<string, number>();

/** The instant a Berlin calendar day (YYYY-MM-DD) begins (remembered: answers ask for the same days). */
export function berlinDayStart(day: string): number {
  let start = dayStarts.get(day);
  if (start === undefined) {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    if (dayStarts.size >= 10_000) dayStarts.clear();
    dayStarts.set(day, (start = berlinToUtc(y, m, d)));
  }
  return start;
}

function dayString(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Adds calendar days to a YYYY-MM-DD (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS;
  return new Date(at).toISOString().slice(0, 10);
}

/** The Monday (YYYY-MM-DD) of the Berlin week containing `at`. */
export function berlinMonday(at: number): string {
  const p = berlinParts(at);
  const today = dayString(p.year, p.month, p.day);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return addDays(today, -weekday);
}

/** ISO 8601 week label of a Monday: the week belongs to the year of its Thursday. */
export function isoWeekLabel(monday: string): string {
  const thursday = addDays(monday, 3);
  const year = Number(thursday.slice(0, 4));
  const firstThursdayOrdinal = (new Date(`${thursday}T00:00:00Z`).getTime() - Date.UTC(year, 0, 1)) / DAY_MS;
  const week = Math.floor(firstThursdayOrdinal / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export function adminWeek(monday: string): TAdminWeek {
  return {
    period: isoWeekLabel(monday),
    startDate: monday,
    endDate: addDays(monday, 6),
    start: berlinDayStart(monday),
    end: berlinDayStart(addDays(monday, 7)),
  };
}

/**
 * The window a period's figures count: last24h the last 24 hours, lastWeek 7 days, lastMonth 4 weeks,
 * allTime 52 weeks, each ending now; custom from the start of `from` to the end of `to` (Berlin days).
 */
export function adminRange(period: TAdminPeriod, now: number, from?: string, to?: string): TAdminRange {
  if (period === 'custom') {
    if (!from || !to) throw new Error('custom period needs from and to');
    return { start: berlinDayStart(from), end: berlinDayStart(addDays(to, 1)) };
  }
  const length = period === 'last24h' ? 24 * HOUR_MS : ADMIN_PERIOD_DAYS[period] * DAY_MS;
  return { start: now - length, end: now };
}

const ADMIN_PERIOD_DAYS = { lastWeek: 7, lastMonth: 28, allTime: 364 } as const;

/** The window of the same length right before `range` (what a KPI's change compares against). */
export function previousRange(range: TAdminRange): TAdminRange {
  return { start: range.start - (range.end - range.start), end: range.start };
}

/**
 * The calendar weeks of a period's weekly data, oldest first (charts show the newest last): the
 * current week and the ones before it (1 for last24h, 4 for lastWeek, 16 for lastMonth, 52 for
 * allTime), or every week a custom range touches.
 */
export function adminWeeks(period: TAdminPeriod, now: number, from?: string, to?: string): TAdminWeek[] {
  const lastMonday = period === 'custom' ? berlinMonday(berlinDayStart(to!)) : berlinMonday(now);
  const count =
    period === 'custom'
      ? Math.round(
          (new Date(`${lastMonday}T00:00:00Z`).getTime() -
            new Date(`${berlinMonday(berlinDayStart(from!))}T00:00:00Z`).getTime()) /
            (7 * DAY_MS),
        ) + 1
      : ADMIN_WEEKLY_COUNT[period];
  const weeks: TAdminWeek[] = [];
  for (let i = count - 1; i >= 0; i--) weeks.push(adminWeek(addDays(lastMonday, -7 * i)));
  return weeks;
}
