import { describe, expect, it } from 'vitest';
import { formatRelativeTime, getCalendarDay, getCalendarDayNumber } from './time.ts';

describe('formatRelativeTime', () => {
  const now = Date.UTC(2026, 10, 26, 12, 0);
  it.each([
    [now - 30_000, 'gerade eben'],
    [now + 10_000, 'gerade eben'],
    [now - 5 * 60_000, 'vor 5 Min.'],
    [now - 3 * 3600_000, 'vor 3 Std.'],
    [now - 25 * 3600_000, 'vor 1 Tag'],
    [now - 3 * 86_400_000, 'vor 3 Tagen'],
    [Date.UTC(2026, 9, 1, 23, 30), '2. Okt.'],
    [Date.UTC(2025, 9, 12, 12), '12. Okt. 2025'],
    [Date.UTC(2025, 11, 31, 23, 30), '1. Jan.'],
  ])('%s → %s (dates in Europe/Berlin)', (at, text) => {
    expect(formatRelativeTime(at, now)).toBe(text);
  });
});

describe('calendar day', () => {
  it('turns at midnight in Germany, in winter and in summer time', () => {
    expect(getCalendarDay(Date.UTC(2026, 0, 15, 22, 59))).toBe('2026-01-15');
    expect(getCalendarDay(Date.UTC(2026, 0, 15, 23, 0))).toBe('2026-01-16');
    expect(getCalendarDay(Date.UTC(2026, 6, 15, 21, 59))).toBe('2026-07-15');
    expect(getCalendarDay(Date.UTC(2026, 6, 15, 22, 0))).toBe('2026-07-16');
  });

  it('counts one per German day, across the change to summer time', () => {
    const saturday = getCalendarDayNumber(Date.UTC(2026, 2, 28, 22, 30)); // 23:30 CET
    expect(getCalendarDayNumber(Date.UTC(2026, 2, 29, 21, 30))).toBe(saturday + 1); // 23:30 CEST
    expect(getCalendarDayNumber(Date.UTC(2026, 2, 29, 22, 30))).toBe(saturday + 2); // 00:30 CEST
  });
});
