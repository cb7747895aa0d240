import { describe, expect, it } from 'vitest';
import { isInQuietHours, ZQuietHours } from './profile.ts';

describe('isInQuietHours (Europe/Berlin wall clock)', () => {
  const night = { enabled: true, start: '22:00', end: '06:00' };
  const afterShift = { enabled: true, start: '07:00', end: '14:30' };
  it.each([
    // November: UTC+1.
    [night, Date.UTC(2026, 10, 26, 20, 59), false],
    [night, Date.UTC(2026, 10, 26, 21, 0), true],
    [night, Date.UTC(2026, 10, 26, 23, 30), true],
    [night, Date.UTC(2026, 10, 27, 4, 59), true],
    [night, Date.UTC(2026, 10, 27, 5, 0), false],
    // July: UTC+2, the same wall clock.
    [night, Date.UTC(2026, 6, 1, 20, 0), true],
    [night, Date.UTC(2026, 6, 1, 19, 59), false],
    [afterShift, Date.UTC(2026, 10, 26, 6, 0), true],
    [afterShift, Date.UTC(2026, 10, 26, 13, 30), false],
    [{ ...night, enabled: false }, Date.UTC(2026, 10, 26, 23, 30), false],
  ])('%o at %s → %s', (quiet, at, expected) => {
    expect(isInQuietHours(quiet, at)).toBe(expected);
  });

  it('accepts HH:MM only and a window of some length', () => {
    expect(ZQuietHours.safeParse(night).success).toBe(true);
    expect(ZQuietHours.safeParse({ ...night, start: '24:00' }).success).toBe(false);
    expect(ZQuietHours.safeParse({ ...night, start: '9:00' }).success).toBe(false);
    expect(ZQuietHours.safeParse({ ...night, end: '22:00' }).success).toBe(false);
  });
});
