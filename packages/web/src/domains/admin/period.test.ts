import { describe, expect, it } from 'vitest';
import { adminPeriodSearch, readAdminPeriod } from './period.ts';

const read = (query: string) => readAdminPeriod(new URLSearchParams(query));

describe('the period in the address (001 §4.3)', () => {
  it('defaults to the last week, also for anything unknown', () => {
    expect(read('')).toEqual({ period: 'lastWeek' });
    expect(read('period=yesterday')).toEqual({ period: 'lastWeek' });
    expect(read('period=')).toEqual({ period: 'lastWeek' });
  });

  it('reads the fixed periods and ignores days next to them', () => {
    for (const period of ['last24h', 'lastWeek', 'lastMonth', 'allTime'] as const)
      expect(read(`period=${period}&from=2026-01-01&to=2026-01-31`)).toEqual({ period });
  });

  it('reads a custom range only with both days in order', () => {
    expect(read('period=custom&from=2026-11-01&to=2026-11-20')).toEqual({
      period: 'custom',
      from: '2026-11-01',
      to: '2026-11-20',
    });
    expect(read('period=custom&from=2026-11-20&to=2026-11-20')).toEqual({
      period: 'custom',
      from: '2026-11-20',
      to: '2026-11-20',
    });
    expect(read('period=custom&from=2026-11-21&to=2026-11-20')).toEqual({ period: 'lastWeek' });
    expect(read('period=custom&from=2026-11-01')).toEqual({ period: 'lastWeek' });
    expect(read('period=custom&from=1.11.2026&to=2026-11-20')).toEqual({ period: 'lastWeek' });
  });

  it('writes the query of the statistics calls and their CSV downloads', () => {
    expect(adminPeriodSearch({ period: 'lastMonth' })).toBe('period=lastMonth');
    expect(
      adminPeriodSearch({ period: 'custom', from: '2026-11-01', to: '2026-11-20' }, { format: 'csv' }),
    ).toBe('period=custom&from=2026-11-01&to=2026-11-20&format=csv');
  });
});
