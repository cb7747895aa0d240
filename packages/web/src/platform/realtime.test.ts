import { describe, expect, it } from 'vitest';
import { getReconnectDelay } from './realtime.ts';

describe('realtime client', () => {
  it('backs off from 1 s doubling up to 30 s, with ±25 % jitter', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => getReconnectDelay(attempt, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(getReconnectDelay(0, () => 0)).toBe(750);
    expect(getReconnectDelay(0, () => 1)).toBe(1250);
  });
});
