import { ADMIN_MESSAGES } from '@pflegepuls/shared/admin-messages';
import { describe, expect, it } from 'vitest';
import { canApplyRange, getRangeErrors, getRangeLimits } from './range.ts';

const TODAY = '2026-11-27';

describe('the custom range dialog (001 §2.4, §5.3)', () => {
  it('keeps "Zeitraum übernehmen" disabled until both days are set', () => {
    expect(canApplyRange({ from: '', to: '' }, TODAY)).toBe(false);
    expect(canApplyRange({ from: '2026-11-01', to: '' }, TODAY)).toBe(false);
    expect(canApplyRange({ from: '', to: '2026-11-20' }, TODAY)).toBe(false);
    expect(canApplyRange({ from: '2026-11-01', to: '2026-11-20' }, TODAY)).toBe(true);
    expect(getRangeErrors({ from: '', to: '' }, TODAY)).toEqual({});
  });

  it('allows the end up to today, never after it', () => {
    expect(canApplyRange({ from: '2026-11-01', to: TODAY }, TODAY)).toBe(true);
    expect(canApplyRange({ from: '2026-11-01', to: '2026-11-28' }, TODAY)).toBe(false);
    expect(getRangeErrors({ from: '', to: '2026-11-28' }, TODAY)).toEqual({ to: ADMIN_MESSAGES.endInFuture });
  });

  it('allows the start up to the end (one day is a range), never after it', () => {
    expect(canApplyRange({ from: '2026-11-20', to: '2026-11-20' }, TODAY)).toBe(true);
    expect(canApplyRange({ from: '2026-11-21', to: '2026-11-20' }, TODAY)).toBe(false);
    expect(getRangeErrors({ from: '2026-11-21', to: '2026-11-20' }, TODAY)).toEqual({
      from: ADMIN_MESSAGES.startAfterEnd,
    });
  });

  it('allows at most 731 days, as the server does', () => {
    expect(canApplyRange({ from: '2024-11-27', to: TODAY }, TODAY)).toBe(true);
    expect(getRangeErrors({ from: '2024-11-26', to: TODAY }, TODAY)).toEqual({
      from: ADMIN_MESSAGES.rangeTooLong,
    });
  });

  it('refuses days that are no days', () => {
    expect(getRangeErrors({ from: '2026-1-1', to: '2026-11-20' }, TODAY)).toEqual({
      from: ADMIN_MESSAGES.invalidDate,
    });
    expect(canApplyRange({ from: '2026-11-01', to: 'gestern' }, TODAY)).toBe(false);
  });

  it('limits the pickers: start up to the end or today, end from the start to today', () => {
    expect(getRangeLimits({ from: '', to: '' }, TODAY)).toEqual({
      fromMax: TODAY,
      toMin: undefined,
      toMax: TODAY,
    });
    expect(getRangeLimits({ from: '2026-11-01', to: '2026-11-20' }, TODAY)).toEqual({
      fromMax: '2026-11-20',
      toMin: '2026-11-01',
      toMax: TODAY,
    });
    // An end after today (typed in) does not let the start follow it.
    expect(getRangeLimits({ from: '', to: '2026-12-24' }, TODAY).fromMax).toBe(TODAY);
  });
});
