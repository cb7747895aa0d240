import { describe, expect, it } from 'vitest';
import { hasMoreMoments } from './api.ts';
import { getMomentsPageWindow } from './moments-paths.ts';

describe('moments paging (000 §9)', () => {
  it('asks 5 first, then 15 from skip 5, 20, …', () => {
    expect(getMomentsPageWindow(0)).toEqual({ skip: 0, take: 5 });
    expect(getMomentsPageWindow(5)).toEqual({ skip: 5, take: 15 });
    expect(getMomentsPageWindow(20)).toEqual({ skip: 20, take: 15 });
  });

  it('has more after a follow-up page only when exactly 15 came back', () => {
    const page = (count: number, hasMore: boolean) => ({ data: Array(count).fill(null), has_more: hasMore });
    expect(hasMoreMoments(page(15, false), 15)).toBe(true);
    expect(hasMoreMoments(page(14, true), 15)).toBe(false);
    expect(hasMoreMoments(page(5, true), 5)).toBe(true);
    expect(hasMoreMoments(page(3, false), 5)).toBe(false);
  });
});
