/**
 * Pure rules of the funnel pages (001 §9): the conversion rate to 1 decimal, average times as minutes
 * and seconds, which pie slices show, the phone session list's "Mehr laden" paging and the German
 * dates and week labels. No React here, so the rules have unit tests.
 */

const ONE_DECIMAL = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const INTEGER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const DATE_TIME = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Berlin',
});
const TIME = new Intl.DateTimeFormat('de-DE', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Berlin',
});

/** A share in percent to 1 decimal, German style: 12.345 → "12,3 %". */
export function formatPercent(value: number): string {
  return `${ONE_DECIMAL.format(value)} %`;
}

/** A count in German style: 12345 → "12.345". */
export function formatCount(value: number): string {
  return INTEGER.format(value);
}

/** An average to 1 decimal: 7.25 → "7,3". */
export function formatAverage(value: number): string {
  return ONE_DECIMAL.format(value);
}

const NBSP = '\u00a0';

function splitMinutes(seconds: number): { minutes: number; rest: number } {
  const total = Math.max(0, Math.round(seconds));
  return { minutes: Math.floor(total / 60), rest: total % 60 };
}

/** Seconds as "m:ss min" (tiles, desktop lists): 185 → "3:05 min", 3725 → "62:05 min". */
export function formatDurationClock(seconds: number): string {
  const { minutes, rest } = splitMinutes(seconds);
  return `${minutes}:${String(rest).padStart(2, '0')}${NBSP}min`;
}

/**
 * Seconds as words (phone, session details): 185 → "3 Min. 5 Sek.", 45 → "45 Sek.". A number stays
 * on the line of its unit.
 */
export function formatDurationWords(seconds: number): string {
  const { minutes, rest } = splitMinutes(seconds);
  const secondsText = `${rest}${NBSP}Sek.`;
  return minutes === 0 ? secondsText : `${minutes}${NBSP}Min. ${secondsText}`;
}

/** A session's duration in the layout's style; a session still running has none ("–"). */
export function formatSessionDuration(seconds: number | null, isPhone: boolean): string {
  if (seconds === null) return '–';
  return isPhone ? formatDurationWords(seconds) : formatDurationClock(seconds);
}

/** An instant as "27.11.2026, 14:05" in Berlin time. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** The time of day of an instant, "14:05:09" in Berlin time (timeline entries). */
export function formatTime(iso: string): string {
  return TIME.format(new Date(iso));
}

/** An ISO week label as the chart's axis shows it: "2026-W48" → "KW 48". */
export function formatWeekTick(period: string): string {
  const match = /^\d{4}-W(\d{2})$/.exec(period);
  return match ? `KW ${Number(match[1])}` : period;
}

/** A calendar week with its days, for tooltips: "KW 48/2026 (23.11.–29.11.)". */
export function formatWeekLong(week: { period: string; startDate: string; endDate: string }): string {
  const match = /^(\d{4})-W(\d{2})$/.exec(week.period);
  const day = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.`;
  const name = match ? `KW ${Number(match[2])}/${match[1]}` : week.period;
  return `${name} (${day(week.startDate)}–${day(week.endDate)})`;
}

/** The weeks of a time series oldest first, so charts show the newest last (001 §9). */
export function sortWeeksOldestFirst<T extends { startDate: string }>(weeks: readonly T[]): T[] {
  return [...weeks].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
}

export type TPieKind = 'device' | 'mode' | 'authMethod';
export type TPieSlice = { id: string; label: string; value: number };

/** A breakdown's slices in the order of `labels` (every known id, 0 where the answer has none). */
export function getBreakdownSlices(
  labels: Record<string, string>,
  counts: Partial<Record<string, number>>,
): TPieSlice[] {
  return Object.entries(labels).map(([id, label]) => ({ id, label, value: counts[id] ?? 0 }));
}

/**
 * Whether a pie leaves out slices of 0 (001 §9): the mode and auth-method pies always, the device pie
 * on phones only (on a desktop its legend shows every device, 0 included).
 */
export function hidesZeroSlices(kind: TPieKind, isPhone: boolean): boolean {
  return kind === 'device' ? isPhone : true;
}

/** The slices a pie draws, by the rule of `hidesZeroSlices`. */
export function getVisibleSlices(slices: readonly TPieSlice[], kind: TPieKind, isPhone: boolean) {
  return hidesZeroSlices(kind, isPhone) ? slices.filter((slice) => slice.value > 0) : [...slices];
}

/** True when a pie has nothing to draw (no sessions): the card then says so instead. */
export function isPieEmpty(slices: readonly TPieSlice[]): boolean {
  return slices.every((slice) => slice.value === 0);
}

type TPageInfo = { current_page: number; last_page: number };

/** The page "Mehr laden" asks for after `last`, or undefined on the last page. */
export function getNextSessionPage(last: TPageInfo): number | undefined {
  return last.current_page < last.last_page ? last.current_page + 1 : undefined;
}

/**
 * The phone list's sessions from the pages loaded so far, in order. A session that started meanwhile
 * shifts later pages by one, so a session can arrive twice: it stays where it was first shown.
 */
export function mergeSessionPages<T extends { uuid: string }>(pages: readonly { data: readonly T[] }[]): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const page of pages)
    for (const session of page.data) {
      if (seen.has(session.uuid)) continue;
      seen.add(session.uuid);
      merged.push(session);
    }
  return merged;
}
