import { PULL_TO_REFRESH_THRESHOLD_FEED } from './screen.ts';
import { describe, expect, it } from 'vitest';
import { getIndicatorHeight, getPullPhase, PULL_TEXTS } from './pull-to-refresh.tsx';

describe('pull-to-refresh phases (000 §4)', () => {
  it('asks to pull below the threshold and to release from 300 on', () => {
    const threshold = PULL_TO_REFRESH_THRESHOLD_FEED;
    expect(getPullPhase(0, threshold, false)).toBe('idle');
    expect(getPullPhase(299, threshold, false)).toBe('pulling');
    expect(getPullPhase(300, threshold, false)).toBe('armed');
    expect(getPullPhase(0, threshold, true)).toBe('refreshing');
  });

  it('uses the spec texts word for word', () => {
    expect(PULL_TEXTS).toEqual({
      pulling: 'Runterziehen zum Aktualisieren',
      armed: 'Loslassen zum Aktualisieren',
      refreshing: 'Wird aktualisiert...',
    });
  });

  it('grows the indicator with the pull and caps it', () => {
    expect(getIndicatorHeight(0, 80)).toBe(0);
    expect(getIndicatorHeight(40, 80)).toBeGreaterThan(0);
    expect(getIndicatorHeight(1000, 80)).toBe(getIndicatorHeight(80, 80));
  });
});
