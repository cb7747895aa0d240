import { ADMIN_MOBILE_SESSION_PAGE_SIZE } from '@pflegepuls/shared/constants';
import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDurationClock,
  formatDurationWords,
  formatPercent,
  formatSessionDuration,
  formatWeekLong,
  formatWeekTick,
  getBreakdownSlices,
  getNextSessionPage,
  getVisibleSlices,
  hidesZeroSlices,
  isPieEmpty,
  mergeSessionPages,
  sortWeeksOldestFirst,
} from './funnel-format.ts';
import { buildSessionsSearch } from './funnels-api.ts';
import { AUTH_METHOD_LABELS, DEVICE_LABELS, MODE_LABELS } from './funnel-labels.ts';

describe('figures (001 §9)', () => {
  it('shows the conversion rate to 1 decimal with a percent sign', () => {
    expect(formatPercent(12.345)).toBe('12,3 %');
    expect(formatPercent(12.35)).toBe('12,4 %');
    expect(formatPercent(0)).toBe('0,0 %');
    expect(formatPercent(100)).toBe('100,0 %');
    expect(formatPercent(66.66666)).toBe('66,7 %');
  });

  it('shows the average time as m:ss min on desktops', () => {
    expect(formatDurationClock(0)).toBe('0:00\u00a0min');
    expect(formatDurationClock(5)).toBe('0:05\u00a0min');
    expect(formatDurationClock(59.6)).toBe('1:00\u00a0min');
    expect(formatDurationClock(185)).toBe('3:05\u00a0min');
    expect(formatDurationClock(600)).toBe('10:00\u00a0min');
    expect(formatDurationClock(3725)).toBe('62:05\u00a0min');
  });

  it('shows the time in words on phones and in details', () => {
    expect(formatDurationWords(45)).toBe('45\u00a0Sek.');
    expect(formatDurationWords(60)).toBe('1\u00a0Min. 0\u00a0Sek.');
    expect(formatDurationWords(185.4)).toBe('3\u00a0Min. 5\u00a0Sek.');
    expect(formatSessionDuration(185, false)).toBe('3:05\u00a0min');
    expect(formatSessionDuration(185, true)).toBe('3\u00a0Min. 5\u00a0Sek.');
    expect(formatSessionDuration(null, true)).toBe('–');
  });

  it('writes instants in Berlin time and weeks as KW', () => {
    // 13:05 UTC in winter is 14:05 in Berlin; 22:30 UTC in summer is the next day in Berlin.
    expect(formatDateTime('2026-11-27T13:05:00.000Z')).toBe('27.11.2026, 14:05');
    expect(formatDateTime('2026-07-31T22:30:00.000Z')).toBe('01.08.2026, 00:30');
    expect(formatWeekTick('2026-W05')).toBe('KW 5');
    expect(formatWeekLong({ period: '2026-W48', startDate: '2026-11-23', endDate: '2026-11-29' })).toBe(
      'KW 48/2026 (23.11.–29.11.)',
    );
  });

  it('puts the newest week last whatever order the answer has', () => {
    const weeks = [
      { period: '2026-W48', startDate: '2026-11-23' },
      { period: '2025-W52', startDate: '2025-12-22' },
      { period: '2026-W01', startDate: '2025-12-29' },
    ];
    expect(sortWeeksOldestFirst(weeks).map((week) => week.period)).toEqual([
      '2025-W52',
      '2026-W01',
      '2026-W48',
    ]);
  });
});

describe('pies (001 §9: zero slices hidden on phones and in the mode and auth-method pies)', () => {
  const devices = getBreakdownSlices(DEVICE_LABELS, { mobile: 7, desktop: 0, tablet: 2 });
  const modes = getBreakdownSlices(MODE_LABELS, {
    standard: 4,
    editMode: 0,
    oldUser: 1,
    phoneVerified: 0,
    editShort: 0,
  });
  const methods = getBreakdownSlices(AUTH_METHOD_LABELS, {
    email: 9,
    google: 0,
    apple: 0,
    one_time_login: 3,
  });

  it('keeps every device on desktops and drops zero devices on phones', () => {
    expect(hidesZeroSlices('device', false)).toBe(false);
    expect(hidesZeroSlices('device', true)).toBe(true);
    expect(getVisibleSlices(devices, 'device', false).map((s) => s.label)).toEqual([
      'Smartphone',
      'Desktop',
      'Tablet',
    ]);
    expect(getVisibleSlices(devices, 'device', true).map((s) => s.label)).toEqual(['Smartphone', 'Tablet']);
  });

  it('always drops zero modes and auth methods', () => {
    for (const isPhone of [false, true]) {
      expect(getVisibleSlices(modes, 'mode', isPhone).map((s) => s.id)).toEqual(['standard', 'oldUser']);
      expect(getVisibleSlices(methods, 'authMethod', isPhone).map((s) => s.label)).toEqual([
        'E-Mail',
        'Einmal-Login',
      ]);
    }
  });

  it('fills ids the answer lacks with 0 and knows an empty pie', () => {
    expect(getBreakdownSlices(DEVICE_LABELS, { mobile: 1 })).toEqual([
      { id: 'mobile', label: 'Smartphone', value: 1 },
      { id: 'desktop', label: 'Desktop', value: 0 },
      { id: 'tablet', label: 'Tablet', value: 0 },
    ]);
    expect(isPieEmpty(getBreakdownSlices(DEVICE_LABELS, {}))).toBe(true);
    expect(isPieEmpty(devices)).toBe(false);
  });
});

describe('the phone session list: 10 at a time with "Mehr laden" (001 §9)', () => {
  const session = (n: number) => ({ uuid: `s-${n}`, n });
  const page = (current: number, last: number, numbers: number[]) => ({
    current_page: current,
    last_page: last,
    data: numbers.map(session),
  });

  it('asks the next page until the last one, then offers no more', () => {
    expect(getNextSessionPage(page(1, 3, []))).toBe(2);
    expect(getNextSessionPage(page(2, 3, []))).toBe(3);
    expect(getNextSessionPage(page(3, 3, []))).toBeUndefined();
    // An empty list has last_page 1 (or 0 from a server that counts none).
    expect(getNextSessionPage(page(1, 1, []))).toBeUndefined();
    expect(getNextSessionPage(page(1, 0, []))).toBeUndefined();
  });

  it('appends each page in order and shows a session that moved to the next page only once', () => {
    const first = page(1, 3, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // A new session started meanwhile: session 10 is now the first of page 2.
    const second = page(2, 3, [10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const merged = mergeSessionPages([first, second]);
    expect(merged.map((s) => s.n)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    expect(mergeSessionPages([first]).length).toBe(ADMIN_MOBILE_SESSION_PAGE_SIZE);
  });

  it('asks the server with page, per_page, the period and only the set filters', () => {
    const search = new URLSearchParams(
      buildSessionsSearch(
        {
          period: { period: 'custom', from: '2026-11-01', to: '2026-11-20' },
          filters: { status: 'abandoned' },
        },
        2,
        ADMIN_MOBILE_SESSION_PAGE_SIZE,
      ),
    );
    expect(Object.fromEntries(search)).toEqual({
      period: 'custom',
      from: '2026-11-01',
      to: '2026-11-20',
      page: '2',
      per_page: '10',
      status: 'abandoned',
    });
    const plain = new URLSearchParams(
      buildSessionsSearch({ period: { period: 'lastWeek' }, filters: { mode: undefined } }, 1, 20),
    );
    expect(Object.fromEntries(plain)).toEqual({ period: 'lastWeek', page: '1', per_page: '20' });
  });
});
