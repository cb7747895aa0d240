/** How the dashboard writes weeks, days, times and shares (German, Europe/Berlin). */
import { TIME_ZONE } from '@pflegepuls/shared/time';

const PERCENT = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const DATE_TIME = new Intl.DateTimeFormat('de-DE', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "KW 48/2026" for the ISO week "2026-W48"; anything else as it came. */
export function formatWeek(period: string): string {
  const match = /^(\d{4})-W(\d{2})$/.exec(period);
  return match ? `KW ${Number(match[2])}/${match[1]}` : period;
}

/** "KW 48" alone, for chart axes where space is short. */
export function formatWeekShort(period: string): string {
  const match = /^(\d{4})-W(\d{2})$/.exec(period);
  return match ? `KW ${Number(match[2])}` : period;
}

/** "01.12.2026" for the day "2026-12-01". */
export function formatDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return year && month && date ? `${date}.${month}.${year}` : day;
}

/** "24.11.–30.11.2026" for two days of one year, else both days in full. */
export function formatDayRange(start: string, end: string): string {
  if (start.slice(0, 4) !== end.slice(0, 4)) return `${formatDay(start)}–${formatDay(end)}`;
  return `${formatDay(start).slice(0, 6)}–${formatDay(end)}`;
}

/** "27.11.2026, 11:33" (Berlin) for an ISO instant. */
export function formatDateTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : DATE_TIME.format(at);
}

/** "12,3 %": a share in percent with one decimal (001 §9). */
export function formatPercent(value: number): string {
  return `${PERCENT.format(value)} %`;
}

/** Rows in chart order: by start day, newest last (001 §9). */
export function sortOldestFirst<T extends { startDate: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.startDate.localeCompare(b.startDate));
}
