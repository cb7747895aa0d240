import { describe, expect, it } from 'vitest';
import { adminRange, adminWeeks, berlinDayStart, isoWeekLabel, previousRange } from './admin-periods.ts';
import { DAY_MS, HOUR_MS } from './time.ts';

// Thursday 2026-11-26, 12:00 in Berlin (11:00 UTC).
const NOW = Date.UTC(2026, 10, 26, 11);

describe('admin periods', () => {
  it('counts rolling windows ending now, and custom ranges as whole Berlin days', () => {
    expect(adminRange('last24h', NOW)).toEqual({ start: NOW - 24 * HOUR_MS, end: NOW });
    expect(adminRange('lastMonth', NOW)).toEqual({ start: NOW - 28 * DAY_MS, end: NOW });
    expect(adminRange('allTime', NOW).start).toBe(NOW - 364 * DAY_MS);
    // 2026-10-25 is the day summer time ends: 25 hours long.
    const custom = adminRange('custom', NOW, '2026-10-25', '2026-10-25');
    expect(custom).toEqual({ start: Date.UTC(2026, 9, 24, 22), end: Date.UTC(2026, 9, 25, 23) });
    expect(previousRange(custom)).toEqual({ start: Date.UTC(2026, 9, 23, 21), end: custom.start });
  });

  it('lists calendar weeks Monday to Sunday in Berlin, newest last', () => {
    const weeks = adminWeeks('lastWeek', NOW);
    expect(weeks.map((w) => [w.period, w.startDate, w.endDate])).toEqual([
      ['2026-W45', '2026-11-02', '2026-11-08'],
      ['2026-W46', '2026-11-09', '2026-11-15'],
      ['2026-W47', '2026-11-16', '2026-11-22'],
      ['2026-W48', '2026-11-23', '2026-11-29'],
    ]);
    expect(weeks[3]!.start).toBe(berlinDayStart('2026-11-23'));
    expect(weeks[3]!.start).toBe(Date.UTC(2026, 10, 22, 23));
    expect(adminWeeks('last24h', NOW)).toHaveLength(1);
    expect(adminWeeks('lastMonth', NOW)).toHaveLength(16);
    expect(adminWeeks('allTime', NOW)).toHaveLength(52);
    // Sunday 23:30 in Berlin still belongs to that week.
    expect(adminWeeks('last24h', Date.UTC(2026, 10, 29, 22, 30))[0]!.startDate).toBe('2026-11-23');
    expect(adminWeeks('custom', NOW, '2026-11-08', '2026-11-16').map((w) => w.startDate)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
  });

  it('labels ISO weeks by the year of their Thursday', () => {
    expect(isoWeekLabel('2026-12-28')).toBe('2026-W53');
    expect(isoWeekLabel('2027-01-04')).toBe('2027-W01');
    expect(isoWeekLabel('2024-12-30')).toBe('2025-W01');
  });
});
